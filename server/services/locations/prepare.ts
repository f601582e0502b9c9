// The one call server start makes (server/app/index.ts, after the migrations): load the reference data
// when its files changed, then build the search index so the first request is as fast as the rest.
import type { AppDb } from '../../db/client.ts';
import type { Logger } from '../logger.ts';
import { loadReferenceData } from './load-reference-data.ts';
import { locationIndex } from './location-index.ts';

export async function prepareLocations(db: AppDb, log: Logger): Promise<void> {
  const report = await loadReferenceData(db);
  if (report.loaded.length) log.info({ loaded: report.loaded, ms: Math.round(report.ms) }, 'reference data loaded');
  const started = performance.now();
  const index = await locationIndex(db);
  log.info(
    { localities: index.localities.length, fixedLocations: index.fixedLocations.length, ms: Math.round(performance.now() - started) },
    'location index ready',
  );
}
