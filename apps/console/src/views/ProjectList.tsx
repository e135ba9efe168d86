import { consoleApi } from '../api/consoleApi.js'
import { useAsync } from '../state/useAsync.js'
import { projectHref } from '../state/useHashRoute.js'

/** Every project on this gateway, each a link to its page. */
export function ProjectList() {
  const projects = useAsync(() => consoleApi.projects(), 'projects')
  return (
    <section aria-labelledby="projects-title">
      <h1 id="projects-title">Projects</h1>
      {projects.error ? (
        <p role="alert" className="error">
          {projects.error.message}
        </p>
      ) : null}
      <ul className="cards">
        {(projects.value ?? []).map((p) => (
          <li key={p.id}>
            <a className="card" href={projectHref(p.id)} data-testid={`console-project-${p.id}`}>
              <strong>{p.name}</strong>
              <span className="muted">
                {p.id} · {p.origins} allowed {p.origins === 1 ? 'origin' : 'origins'}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
