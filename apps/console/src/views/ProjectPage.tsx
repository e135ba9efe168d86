import { useEffect, useReducer, useState } from 'react'
import { ConsoleApiError, consoleApi, type ProjectDetails } from '../api/consoleApi.js'
import { draftOf, draftReducer, isDirty } from '../state/projectDraft.js'
import { useAsync } from '../state/useAsync.js'
import { AuditLog } from './AuditLog.js'
import { ConnectionsChart } from './ConnectionsChart.js'
import { FeatureList } from './FeatureList.js'
import { OriginsEditor } from './OriginsEditor.js'

/** One project: its origins and features (saved together), its connections and its audit log. */
export function ProjectPage({ id }: { id: string }) {
  const loaded = useAsync(() => consoleApi.project(id), `project:${id}`)
  const [auditRound, setAuditRound] = useState(0)
  return (
    <>
      <p>
        <a href="#/">← Projects</a>
      </p>
      {loaded.error ? (
        <p role="alert" className="error">
          {loaded.error.message}
        </p>
      ) : null}
      {loaded.value ? (
        <ProjectEditor project={loaded.value} onSaved={() => setAuditRound((r) => r + 1)} />
      ) : null}
      <ConnectionsChart projectId={id} />
      <AuditLog projectId={id} round={auditRound} />
    </>
  )
}

function ProjectEditor({ project, onSaved }: { project: ProjectDetails; onSaved: () => void }) {
  const [draft, dispatch] = useReducer(draftReducer, project, draftOf)
  const [status, setStatus] = useState<{ kind: 'saving' | 'saved' | 'error'; text: string }>()
  useEffect(() => dispatch({ type: 'load', project }), [project])
  const save = async () => {
    setStatus({ kind: 'saving', text: 'Saving…' })
    try {
      const saved = await consoleApi.saveProject(project.id, {
        allowedOrigins: draft.allowedOrigins,
        features: draft.features,
      })
      dispatch({ type: 'load', project: saved })
      setStatus({ kind: 'saved', text: 'Saved. Apps see the change within the configuration cache time.' })
      onSaved()
    } catch (error) {
      const field = error instanceof ConsoleApiError && error.field ? ` (${error.field})` : ''
      setStatus({ kind: 'error', text: `Not saved: ${(error as Error).message}${field}` })
    }
  }
  return (
    <section aria-labelledby="project-title">
      <h1 id="project-title">{project.name}</h1>
      <p className="muted">Project id {project.id}</p>
      <OriginsEditor
        origins={draft.allowedOrigins}
        onAdd={(origin) => dispatch({ type: 'addOrigin', origin })}
        onRemove={(origin) => dispatch({ type: 'removeOrigin', origin })}
      />
      <FeatureList features={draft.features} onToggle={(feature) => dispatch({ type: 'toggle', feature })} />
      <div className="actions">
        <button
          type="button"
          className="button"
          data-testid="console-save"
          onClick={save}
          disabled={!isDirty(draft) || status?.kind === 'saving'}
        >
          Save
        </button>
        <p role="status" className={status?.kind === 'error' ? 'error' : 'muted'}>
          {status?.text ?? (isDirty(draft) ? 'Unsaved changes' : '')}
        </p>
      </div>
    </section>
  )
}
