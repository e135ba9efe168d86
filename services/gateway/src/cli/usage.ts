/** Help text of `npm run portico-admin -- help`. */
export const USAGE = `portico-admin: manage the Portico gateway's projects, images and events.

Usage: npm run portico-admin -- <command> [options]

Projects
  project list [--json]
  project show <id> [--json]
  project create <id> [--name <name>] [--origin <pattern>]... [--features <json>] [--analytics on|off]
                      [--custody passkey|managed]
  project update <id> [--name <name>] [--add-origin <pattern>]... [--remove-origin <pattern>]...
                      [--features <json>] [--analytics on|off]
                      [--custody passkey|managed]
  project delete <id>

Images (served by /getWalletImage/{id} and the /public/get*Image/{id} routes)
  images add <id> <file> [--type image/png|image/jpeg|image/webp|image/gif|image/svg+xml]
  images list [--json]

Events (analytics and error reports posted to /e)
  events list [--project <id>] [--type <track|error|…>] [--since <ISO time>] [--until <ISO time>]
              [--limit <n>] [--json]
  events purge [--older-than-days <n>]   (default PORTICO_EVENT_RETENTION_DAYS, 30; the gateway also purges hourly)

Origin patterns: scheme://host[:port], where * stands for the port or the leftmost DNS label only,
for example http://127.0.0.1:* or https://*.example.com.

Data: DATABASE_URL (PostgreSQL) when set, else PGlite in PORTICO_DATA_DIR (default <repo>/.data/pglite).
PGlite allows one process per data directory: stop the gateway before changing its PGlite data.`

/** A command-line mistake: printed with a hint, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError'
}
