// The maintenance module's entry: what the rest of the server may use of it (eslint.config.js).
export { maintenanceJobs } from './jobs.ts';
