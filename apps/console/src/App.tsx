import { consoleApi } from './api/consoleApi.js'
import { useAsync } from './state/useAsync.js'
import { useHashRoute } from './state/useHashRoute.js'
import { ProjectList } from './views/ProjectList.js'
import { ProjectPage } from './views/ProjectPage.js'
import { SignIn } from './views/SignIn.js'

/** The console: the sign-in until an operator is signed in, then the project list or one project. */
export function App() {
  const me = useAsync(() => consoleApi.me(), 'me')
  const route = useHashRoute()
  if (me.loading && !me.value) return <p className="page muted">Loading…</p>
  if (!me.value) return <SignIn error={me.error?.message} />
  const signOut = async () => {
    await consoleApi.logout()
    me.reload()
  }
  return (
    <>
      <header className="topbar">
        <a href="#/" className="brand">
          Portico console
        </a>
        <span className="muted" data-testid="console-operator">
          {me.value.name}
        </span>
        <button type="button" className="button secondary" onClick={signOut}>
          Sign out
        </button>
      </header>
      <main className="page">
        {route.view === 'project' ? <ProjectPage id={route.id} /> : <ProjectList />}
      </main>
    </>
  )
}
