/** Escapes text for HTML (the user name and the client id are shown back). */
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/**
 * The development identity provider's sign-in page (TEST-CONTRACT.md): `idp-login` takes any user name,
 * `idp-submit` signs in as that user. No password and no consent page: it is a stand-in for development.
 */
export function loginPage(options: { action: string; clientId: string; error?: string }): string {
  const error = options.error
    ? `<p role="alert" data-testid="idp-error">${escapeHtml(options.error)}</p>`
    : ''
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Portico development sign-in</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; max-width: 360px; margin: 48px auto; padding: 0 16px; color: #111; }
input, button { font: inherit; padding: 8px 12px; border-radius: 8px; border: 1px solid #bbb; width: 100%; box-sizing: border-box; }
button { margin-top: 12px; background: #111; color: #fff; border: 0; cursor: pointer; }
[role=alert] { color: #b00020; }
.muted { color: #666; font-size: 13px; }
</style>
</head>
<body>
<h1>Sign in</h1>
<p class="muted">Development identity provider for <strong>${escapeHtml(options.clientId)}</strong>. Any user name
signs in as that user; the same name is the same user every time.</p>
${error}
<form method="post" action="${escapeHtml(options.action)}" autocomplete="off">
<label>User name <input name="login" data-testid="idp-login" autofocus required maxlength="64"></label>
<button type="submit" data-testid="idp-submit">Sign in</button>
</form>
</body>
</html>`
}
