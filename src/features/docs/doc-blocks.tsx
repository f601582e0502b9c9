// Renders a docs page's blocks (docs-types.ts): headings with their anchor link, prose, notes,
// tables (cards on a phone), field tables, the method and path of a call, and examples.
import type { ReactNode } from 'react';
import { fillDocs, roDocs } from '../../i18n/ro-docs.ts';
import { CodeExample } from './code-example.tsx';
import type { CodeBlock, DocBlock, FieldRow } from './docs-types.ts';
import { InlineText } from './inline-text.tsx';

export interface DocBlocksProps {
  blocks: readonly DocBlock[];
  keyPrefix?: string | undefined;
  /** The "Încearcă" panel of a read-only example, when the page offers it. */
  renderTry?: ((block: CodeBlock) => ReactNode) | undefined;
}

function Heading({ level, id, text }: { level: 2 | 3; id: string; text: string }) {
  const H = level === 2 ? 'h2' : 'h3';
  return (
    <H id={id} className="docs-heading">
      {text}
      <a className="docs-heading__anchor" href={`#${id}`} aria-label={fillDocs(roDocs.anchor, { title: text })}>
        #
      </a>
    </H>
  );
}

function Fields({ caption, rows, answer }: { caption: string; rows: readonly FieldRow[]; answer?: boolean | undefined }) {
  return (
    <div className="docs-table-wrap">
      <table className="docs-table docs-table--fields">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{roDocs.field}</th>
            <th scope="col">{roDocs.type}</th>
            <th scope="col">{roDocs.constraints}</th>
            <th scope="col">{roDocs.description}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.name}>
              <th scope="row" data-label={roDocs.field}>
                <code>{r.name}</code>
                {!answer && <span className={r.required ? 'docs-req' : 'docs-opt'}>{r.required ? roDocs.required : roDocs.optional}</span>}
              </th>
              <td data-label={roDocs.type}>
                <code>{r.type}</code>
              </td>
              <td data-label={roDocs.constraints}>{r.constraints ? <InlineText text={r.constraints} /> : '—'}</td>
              <td data-label={roDocs.description}>{r.description ? <InlineText text={r.description} /> : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Block({ block, keyPrefix, renderTry }: { block: DocBlock } & Omit<DocBlocksProps, 'blocks'>) {
  switch (block.kind) {
    case 'h2':
      return <Heading level={2} id={block.id} text={block.text} />;
    case 'h3':
      return <Heading level={3} id={block.id} text={block.text} />;
    case 'p':
      return (
        <p>
          <InlineText text={block.text} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List>
          {block.items.map((item) => (
            <li key={item}>
              <InlineText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'note':
      return (
        <p className={`docs-note docs-note--${block.tone}`}>
          <InlineText text={block.text} />
        </p>
      );
    case 'table':
      return (
        <div className="docs-table-wrap">
          <table className="docs-table">
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((h) => (
                  <th scope="col" key={h}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) => (
                    <td key={j} data-label={block.head[j]}>
                      <InlineText text={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'fields':
      return <Fields caption={block.caption} rows={block.rows} answer={block.answer} />;
    case 'endpoint':
      return (
        <p className="docs-endpoint">
          <span className={`docs-method docs-method--${block.method.toLowerCase()}`}>{block.method}</span>
          <code className="docs-endpoint__path">{block.path}</code>
          <span className="docs-endpoint__scope">
            {roDocs.scopeLabel}: {block.scope === 'read_write' ? roDocs.scopeReadWrite : roDocs.scopeRead}
          </span>
        </p>
      );
    case 'code':
      return <CodeExample block={block} keyPrefix={keyPrefix} tryIt={block.tryPath && renderTry ? renderTry(block) : undefined} />;
  }
}

export function DocBlocks({ blocks, keyPrefix, renderTry }: DocBlocksProps) {
  return (
    <>
      {blocks.map((block, i) => (
        <Block key={i} block={block} keyPrefix={keyPrefix} renderTry={renderTry} />
      ))}
    </>
  );
}
