#!/usr/bin/env node
// `npx portico-relay`: the relay, configured from the environment (see the README); its TypeScript runs
// through tsx, as `npm start` does.
import { register } from 'tsx/esm/api'

register()
await import('../src/main.ts')
