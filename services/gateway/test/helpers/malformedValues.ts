/** Longest value the query and path attacks send: past Node's 16 KiB header limit (→ 431). */
const HUGE = 20_000
/** A long value that still fits in the request line, so it reaches the routes' own checks. */
const LONG = 5000
/** Nesting depth of the deeply nested JSON bodies. */
export const DEEP_NESTING = 10_000

/**
 * Query-string values (already percent-encoded) thrown at every query parameter: bad and huge numbers,
 * empty and huge strings, control characters, unicode, invalid UTF-8, path traversal.
 */
export const QUERY_VALUES: readonly string[] = [
  '',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '99999999999999999999999999',
  '0x10',
  'true',
  'null',
  'x'.repeat(LONG),
  '9'.repeat(LONG),
  'x'.repeat(HUGE),
  '%00',
  '%01%02%1F%7F',
  '%0D%0ASet-Cookie:%20x=1',
  '%E2%80%AE%F0%9F%92%A5%E4%B8%AD',
  '%ED%A0%80',
  '%FF%FE',
  '%',
  '%ZZ',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '../../../etc/passwd',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  "'%20OR%201=1;--",
  '__proto__',
  'constructor',
  ',,,,',
  '%2C'.repeat(2000),
]

/**
 * How each parameter is repeated or shaped beyond a single value: arrays (`a=1&a=2`), bracket syntax,
 * a name with no value.
 */
export const QUERY_SHAPES: readonly ((name: string) => string[])[] = [
  (n) => [`${n}=1`, `${n}=2`],
  (n) => [`${n}=a`, `${n}=b`, `${n}=c`],
  (n) => [`${n}[]=1`],
  (n) => [`${n}[a]=1`],
  (n) => [n],
  (n) => [`${n}=`, `${n}=`],
]

/** Path-parameter values (percent-encoded) thrown at every path parameter. */
export const PATH_VALUES: readonly string[] = [
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
  '....%2F%2F',
  '%00',
  '%01%7F',
  '%',
  '%ZZ',
  '%ED%A0%80',
  '%FF',
  '%F0%9F%92%A5',
  'x'.repeat(LONG),
  'x'.repeat(HUGE),
  '%3Csvg%20onload=alert(1)%3E',
  'a%20b',
  '-1',
  'NaN',
  '__proto__',
]

/** Paths that traverse out of every route. */
export const TRAVERSAL_PATHS: readonly string[] = [
  '/../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/getWalletImage/../../../../etc/passwd',
  '/public/..%2F..%2F..%2Fetc%2Fpasswd',
  '//getWallets',
  '/getWallets/',
  '/getWallets//',
  '/getWallets%00',
  '/getWallets;x=1',
  `/${'a/'.repeat(2000)}`,
  '/%',
  '/?%',
]

const nestedArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

/** JSON bodies of the wrong shape (sent as `application/json`). `valid` is a body the route accepts. */
export function wrongShapeBodies(valid: unknown): string[] {
  const keys = valid && typeof valid === 'object' && !Array.isArray(valid) ? Object.keys(valid) : []
  const bodies = [
    'null',
    '[]',
    '[null]',
    '"a string"',
    '12',
    'true',
    '{}',
    nestedArray(DEEP_NESTING),
    nestedObject(DEEP_NESTING),
    '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
    JSON.stringify([valid, valid]),
    '\ufeff{}',
    '{"a":"\\ud800\\u0000"}',
    `{"a":${'9'.repeat(400)}}`,
  ]
  for (const key of keys) {
    const base = valid as Record<string, unknown>
    for (const bad of [null, [], {}, -1, 1e308, 'x'.repeat(HUGE), true, '\u0000\ud800', nestedArray(5)]) {
      bodies.push(JSON.stringify({ ...base, [key]: bad }))
    }
    bodies.push(JSON.stringify(base).replace(/}$/, `,"${key}":${nestedObject(DEEP_NESTING).slice(0, -1)}}}`))
  }
  return bodies
}

/** Bodies that are not JSON at all, though labelled `application/json`. */
export const INVALID_JSON_BODIES: readonly string[] = [
  '',
  '{',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  'undefined',
  'NaN',
  '\u0000',
  '{"a":1}}',
  '[1,]',
]

/** Content types a JSON route must refuse (415) or at least not choke on. */
export const WRONG_CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/jsonx',
  'APPLICATION/JSON',
  'application/json;;;',
  '',
]

/** HTTP methods no route declares. */
export const ODD_METHODS: readonly string[] = [
  'PUT',
  'DELETE',
  'PATCH',
  'HEAD',
  'OPTIONS',
  'PROPFIND',
  'SEARCH',
]

/** Raw requests Node's HTTP parser or the Host check refuses, each answered with a 4xx JSON error. */
export const RAW_REQUESTS: readonly string[] = [
  'GET /health HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
  'GET /health HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n',
  'POST /e?projectId=portico-dev HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n{"a"',
  'GET /health\u0001 HTTP/1.1\r\nHost: x\r\n\r\n',
  `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'y'.repeat(70_000)}\r\n\r\n`,
  'GET /health HTTP/1.1\r\nHost: x\r\nOrigin: http://\u00ff\u0001\r\n\r\n',
  'GET /getWallets?search=\u00e9\u00ff HTTP/1.1\r\nHost: x\r\n\r\n',
  'BREW /health HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /health HTTP/9.9\r\n\r\n',
  'GET /health HTTP/1.1\r\n\r\n',
  '\u0000\u0001\u0002\r\n\r\n',
]
