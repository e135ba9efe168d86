// Checks of the documentation (part of `npm test`, no site build): every relative link in docs/**/*.md and
// README.md reaches a file, and a heading when it names one; every ```ts / ```tsx sample type-checks against the
// workspace packages' types. A sample that is deliberately partial is fenced ```ts no-check.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

/** The repository root. */
export const ROOT = join(import.meta.dirname, '..', '..')

/**
 * The Markdown files checked: README.md and every page under docs/, except the site's build output and the API
 * reference TypeDoc generates into docs/reference (its signatures are declarations, not samples to compile).
 */
export function listDocFiles(root = ROOT) {
  const files = [join(root, 'README.md')]
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (['node_modules', 'dist', 'cache'].includes(entry.name)) continue
      if (dir === join(root, 'docs') && entry.name === 'reference') continue
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith('.md')) files.push(path)
    }
  }
  walk(join(root, 'docs'))
  return files
}

/**
 * Splits Markdown into its fenced code blocks and the prose between them.
 * @returns {{ prose: { text: string, line: number }[], blocks: { info: string, code: string, line: number }[] }}
 */
export function splitMarkdown(markdown) {
  const prose = []
  const blocks = []
  const lines = markdown.split('\n')
  let fence = null
  lines.forEach((text, index) => {
    const open = /^\s*(`{3,}|~{3,})(.*)$/.exec(text)
    if (fence === null && open) {
      fence = { marker: open[1], info: open[2].trim(), code: [], line: index + 1 }
    } else if (
      fence !== null &&
      text.trim().startsWith(fence.marker) &&
      text.trim() === text.trim()[0].repeat(text.trim().length)
    ) {
      blocks.push({ info: fence.info, code: fence.code.join('\n'), line: fence.line })
      fence = null
    } else if (fence !== null) {
      fence.code.push(text)
    } else {
      prose.push({ text, line: index + 1 })
    }
  })
  return { prose, blocks }
}

/** The slug GitHub gives a heading (its anchor on a code host). */
export function githubSlug(heading) {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-')
}

/** The slug VitePress gives a heading (its anchor in the site), after @mdit-vue/shared's slugify. */
export function siteSlug(heading) {
  return heading
    .normalize('NFKD')
    .replace(/[\u0300-\u036F]/g, '')
    .replace(/[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase()
}

/** The anchors of a Markdown file's headings that both GitHub and the site give (duplicates numbered). */
export function headingAnchors(markdown) {
  const anchors = new Set()
  const seen = new Map()
  for (const { text } of splitMarkdown(markdown).prose) {
    const match = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(text)
    if (!match) continue
    const plain = match[1]
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[*_]{2}/g, '')
    const github = githubSlug(plain)
    const count = seen.get(github) ?? 0
    seen.set(github, count + 1)
    const suffix = count === 0 ? '' : `-${count}`
    if (`${github}` === siteSlug(plain)) anchors.add(`${github}${suffix}`)
    else anchors.add(`both:${github}${suffix}|${siteSlug(plain)}${suffix}`)
  }
  return anchors
}

function hasAnchor(markdown, anchor) {
  for (const entry of headingAnchors(markdown)) {
    if (entry === anchor) return true
    if (entry.startsWith('both:')) {
      const [github, site] = entry.slice(5).split('|')
      if (github === anchor && site === anchor) return true
    }
  }
  return false
}

/**
 * The broken relative links of one Markdown file, each as `file:line: message`.
 * @param {string} file absolute path
 */
export function brokenLinks(file, root = ROOT) {
  const markdown = readFileSync(file, 'utf8')
  const problems = []
  for (const { text, line } of splitMarkdown(markdown).prose) {
    const withoutCode = text.replace(/`[^`]*`/g, '')
    for (const match of withoutCode.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1]
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue // https:, mailto:: not a file of this repository
      const [path, anchor] = target.split('#')
      const targetFile = path === '' ? file : resolve(dirname(file), decodeURIComponent(path))
      const where = `${relative(root, file)}:${line}`
      let stat
      try {
        stat = statSync(targetFile)
      } catch {
        problems.push(`${where}: ${target} points at ${relative(root, targetFile)}, which does not exist`)
        continue
      }
      if (
        anchor &&
        stat.isFile() &&
        targetFile.endsWith('.md') &&
        !hasAnchor(readFileSync(targetFile, 'utf8'), anchor)
      ) {
        problems.push(
          `${where}: ${target}: no heading of ${relative(root, targetFile)} has the anchor #${anchor}`,
        )
      }
    }
  }
  return problems
}

/** The ```ts and ```tsx samples of a Markdown file that are meant to compile (not fenced `no-check`). */
export function typedSamples(file) {
  return splitMarkdown(readFileSync(file, 'utf8'))
    .blocks.filter(({ info }) => /^(ts|tsx|typescript)\b/.test(info) && !/\bno-check\b/.test(info))
    .map((block) => ({ ...block, tsx: block.info.startsWith('tsx') }))
}

/**
 * Type-checks every sample of the given files in one TypeScript program, with the repository's compiler options,
 * from a folder inside the repository so that `@portico/*` resolve to the workspace packages.
 * @returns {string[]} one `file:line: message` per error, the line being the Markdown file's
 */
export function sampleErrors(files, root = ROOT) {
  const dir = join(root, 'node_modules', '.cache', `portico-doc-samples-${process.pid}`)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const origins = new Map()
  try {
    for (const file of files) {
      typedSamples(file).forEach((sample, index) => {
        const name = `${relative(root, file).replace(/[^a-z0-9]+/gi, '_')}_${index}.${sample.tsx ? 'tsx' : 'ts'}`
        const path = join(dir, name)
        // Each sample is a module of its own: its names do not clash with another sample's.
        writeFileSync(path, `${sample.code}\nexport {}\n`)
        origins.set(path, { file, line: sample.line })
      })
    }
    const config = ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile)
    const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root)
    const program = ts.createProgram([...origins.keys()], { ...options, noEmit: true, noUnusedLocals: false })
    return ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file && origins.has(resolve(d.file.fileName)))
      .map((d) => {
        const origin = origins.get(resolve(d.file.fileName))
        const { line } = d.file.getLineAndCharacterOfPosition(d.start ?? 0)
        const message = ts.flattenDiagnosticMessageText(d.messageText, '\n')
        return `${relative(root, origin.file)}:${origin.line + 1 + line}: ${message}`
      })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
