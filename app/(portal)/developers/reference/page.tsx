import Link from 'next/link';
import { EmptyState, PageHeader, type SearchParams } from '@/components/ui';
import { ADMIN_ROLES, requireUser } from '@/server/auth/portal-session';
import { buildApiReference, type ReferenceOperation } from '@/server/platform/api-reference';
import { CHANGES, NEWEST_VERSION, apiVersions } from '@/server/api/versions';

export const metadata = { title: 'API reference' };

const tagSlug = (tag: string) => tag.replace(/\W+/g, '-');

// /developers/reference – /v1/openapi.json as a readable page, deprecations marked with their sunset (04 B7).
// Without ?tag: an index of every operation; with ?tag=Orders: that group in full (keeps each page light).
export default async function ApiReferencePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireUser(ADMIN_ROLES, '/developers/reference');
  const sp = await searchParams;
  const ref = buildApiReference();
  const tag = typeof sp.tag === 'string' ? sp.tag : null;
  const group = tag ? ref.groups.find((g) => g.tag === tag) : null;
  const showSchemas = sp.schemas === '1';
  return (
    <>
      <PageHeader
        title="API reference"
        description={`${ref.title}, version ${ref.version}. ${ref.description ?? ''}`}
      >
        <a className="btn btn-secondary" href="/v1/openapi.json">
          Download openapi.json
        </a>
      </PageHeader>
      <p>
        A typed TypeScript client generated from this document is in the repository’s <code>sdk/</code> folder
        (README, “Use the client”): it handles tokens, retries order creation safely with one Idempotency-Key
        and verifies webhook signatures.
      </p>
      <nav aria-label="API sections" className="card section">
        <h2>Sections</h2>
        <ul className="status-list">
          <li>
            <Link href="/developers/reference" aria-current={!tag && !showSchemas ? 'page' : undefined}>
              All operations
            </Link>
          </li>
          {ref.groups.map((g) => (
            <li key={g.tag}>
              <Link
                href={`/developers/reference?tag=${encodeURIComponent(g.tag)}`}
                aria-current={g.tag === tag ? 'page' : undefined}
              >
                {g.tag}
              </Link>{' '}
              ({g.operations.length})
            </li>
          ))}
          <li>
            <Link href="/developers/reference?schemas=1" aria-current={showSchemas ? 'page' : undefined}>
              Schemas
            </Link>
          </li>
        </ul>
      </nav>
      {tag && !group ? <EmptyState title={`No section “${tag}”`}>Choose a section above.</EmptyState> : null}
      {group ? (
        <section className="section" aria-labelledby={`tag-${tagSlug(group.tag)}`}>
          <h2 id={`tag-${tagSlug(group.tag)}`}>{group.tag}</h2>
          {group.operations.map((op) => (
            <Operation key={op.anchor} op={op} />
          ))}
        </section>
      ) : null}
      {showSchemas ? (
        <section className="section" aria-labelledby="schemas">
          <h2 id="schemas">Schemas</h2>
          <p className="muted">Fields one per line; * marks required fields.</p>
          {ref.schemas.map((s) => (
            <details key={s.name} id={`schema-${s.name}`} className="op">
              <summary>
                <code>{s.name}</code>
              </summary>
              <pre>{s.schema}</pre>
            </details>
          ))}
        </section>
      ) : null}
      {!tag && !showSchemas ? <OperationIndex groups={ref.groups} /> : null}
      {!tag && !showSchemas ? <Changelog /> : null}
      <p>
        <Link href="/developers">Back to Developers</Link>
      </p>
    </>
  );
}

/** The dated API versions and their breaking changes (docs/api-changelog.md shows the same, generated). */
function Changelog() {
  const versions = [...apiVersions()].reverse();
  return (
    <section className="section" aria-labelledby="changelog">
      <h2 id="changelog">API versions and changelog</h2>
      <p>
        Newest: <strong>{NEWEST_VERSION}</strong>. Name a version in the <code>Fulfilment-Version</code>{' '}
        header; without it your API client&apos;s version (Developers → API clients) serves the request. Each
        answer names the version that served it. <code>/v1/openapi.json?version=</code> describes each
        version.
      </p>
      {versions.map((v) => (
        <div key={v.version} data-testid="api-version">
          <h3>
            {v.version}
            {v.deprecatedAt ? (
              <span className="badge badge-warning">Deprecated{v.sunset ? `, sunset ${v.sunset}` : ''}</span>
            ) : null}
          </h3>
          <ul>
            {CHANGES.filter((c) => c.version === v.version).map((c) => (
              <li key={c.title}>
                <strong>{c.title}.</strong> {c.description}
              </li>
            ))}
            {CHANGES.some((c) => c.version === v.version) ? null : (
              <li>The API as it was when dated versions were introduced.</li>
            )}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** Every operation in one compact table per group, deprecated ones marked with their sunset. */
function OperationIndex({ groups }: { groups: { tag: string; operations: ReferenceOperation[] }[] }) {
  return (
    <>
      {groups.map((g) => (
        <section key={g.tag} className="section" aria-labelledby={`index-${tagSlug(g.tag)}`}>
          <h2 id={`index-${tagSlug(g.tag)}`}>{g.tag}</h2>
          <ul className="op-index">
            {g.operations.map((op) => (
              <li key={op.anchor} data-testid="api-operation-index">
                <Link href={`/developers/reference?tag=${encodeURIComponent(g.tag)}#${op.anchor}`}>
                  <span className="method">{op.method}</span> <code>{op.path}</code>
                </Link>{' '}
                {op.summary ? <span className="muted">{op.summary}</span> : null}
                {op.deprecation ? (
                  <span className="badge badge-warning">
                    Deprecated{op.deprecation.sunset ? `, sunset ${op.deprecation.sunset}` : ''}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function Operation({ op }: { op: ReferenceOperation }) {
  return (
    <article
      id={op.anchor}
      className={op.deprecation ? 'op op-deprecated' : 'op'}
      aria-labelledby={`${op.anchor}-title`}
      data-testid="api-operation"
    >
      <h3 id={`${op.anchor}-title`}>
        <span className="method">{op.method}</span> <code>{op.path}</code>
        {op.deprecation ? <span className="badge badge-warning"> Deprecated</span> : null}
      </h3>
      {op.summary ? <p>{op.summary}</p> : null}
      {op.deprecation ? (
        <p className="flash flash-info" data-testid="deprecation-notice">
          Deprecated{op.deprecation.deprecatedAt ? ` since ${op.deprecation.deprecatedAt}` : ''}
          {op.deprecation.sunset
            ? `; sunset ${op.deprecation.sunset} (answers 410 Gone afterwards)`
            : '; no sunset date yet'}
          .
          {op.deprecation.replacementPath ? (
            <>
              {' '}
              Use <code>{op.deprecation.replacementPath}</code> instead.
            </>
          ) : null}
          {op.deprecation.reason ? ` Reason: ${op.deprecation.reason}.` : null}
        </p>
      ) : null}
      {op.description ? <p className="muted">{op.description}</p> : null}
      <dl className="dl">
        <dt>Scopes</dt>
        <dd>
          {op.scopes.length ? op.scopes.map((s) => <code key={s}>{s} </code>) : 'none (see description)'}
        </dd>
      </dl>
      {op.parameters.length ? (
        <div className="table-wrap">
          <table className="table table-compact">
            <caption>Parameters</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">In</th>
                <th scope="col">Type</th>
                <th scope="col">Required</th>
              </tr>
            </thead>
            <tbody>
              {op.parameters.map((p) => (
                <tr key={`${p.in}-${p.name}`}>
                  <td>
                    <code>{p.name}</code>
                    {p.description ? <div className="muted">{p.description}</div> : null}
                  </td>
                  <td>{p.in}</td>
                  <td>{p.type}</td>
                  <td>{p.required ? 'yes' : 'no'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {op.requestBody ? (
        <details>
          <summary>Request body ({op.requestBody.contentType}; * = required)</summary>
          <pre>{op.requestBody.schema}</pre>
        </details>
      ) : null}
      <details>
        <summary>
          Responses: {op.responses.map((r) => r.status).join(', ')} (schemas by name under “Schemas” below)
        </summary>
        <ul>
          {op.responses.map((r) => (
            <li key={r.status}>
              <strong>{r.status}</strong> {r.description}
              {r.shape ? (
                <>
                  {' '}
                  <code>{r.shape}</code>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </details>
    </article>
  );
}
