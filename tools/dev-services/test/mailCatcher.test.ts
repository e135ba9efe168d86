import { createConnection } from 'node:net'
import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CaughtMail, type MailCatcher, startMailCatcher, waitForMail } from '../src/index.js'

describe('development mail catcher (TEST-CONTRACT.md: MailDev REST format)', () => {
  let catcher: MailCatcher
  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 })
  })
  afterAll(() => catcher?.close())

  const send = (to: string, subject: string, text: string, html?: string) =>
    nodemailer
      .createTransport(catcher.smtpUrl)
      .sendMail({ from: 'Portico <no-reply@portico.local>', to, subject, text, html })

  it('catches a message sent over SMTP and answers it at GET /email with to, subject, text, html and date', async () => {
    await send(
      'Ada@Example.com',
      'Your code is 123456',
      'Your code is 123456.',
      '<p>Your code is <b>123456</b></p>',
    )
    const res = await fetch(`${catcher.webUrl}/email`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/json')
    const mails = (await res.json()) as CaughtMail[]
    const mail = mails.find((m) => m.subject === 'Your code is 123456')
    expect(mail).toBeDefined()
    expect(mail?.to).toEqual([{ address: 'ada@example.com', name: '' }])
    expect(mail?.from).toEqual([{ address: 'no-reply@portico.local', name: 'Portico' }])
    expect(mail?.text.trim()).toBe('Your code is 123456.')
    expect(mail?.html).toContain('<b>123456</b>')
    expect(Number.isNaN(Date.parse(mail?.date ?? ''))).toBe(false)
  })

  it('GET /email/:id answers one message; DELETE /email/all empties the inbox', async () => {
    await send('bob@example.com', 'hello', 'hi')
    const mail = await waitForMail(catcher.webUrl, 'bob@example.com')
    const one = await fetch(`${catcher.webUrl}/email/${mail.id}`)
    expect(await one.json()).toMatchObject({ id: mail.id, subject: 'hello' })
    expect((await fetch(`${catcher.webUrl}/email/nope`)).status).toBe(404)
    expect((await fetch(`${catcher.webUrl}/email/all`, { method: 'DELETE' })).status).toBe(200)
    expect(await (await fetch(`${catcher.webUrl}/email`)).json()).toEqual([])
  })

  it('waitForMail resolves only a message to that address received after `since`', async () => {
    await send('carol@example.com', 'old', 'old')
    await waitForMail(catcher.webUrl, 'carol@example.com')
    const since = Date.now()
    const waiting = waitForMail(catcher.webUrl, 'carol@example.com', { since })
    await send('carol@example.com', 'new', 'new')
    expect((await waiting).subject).toBe('new')
    await expect(waitForMail(catcher.webUrl, 'nobody@example.com', { timeoutMs: 300 })).rejects.toThrow(
      'No mail to nobody@example.com',
    )
  })

  it('refuses to start on a port in use, with the listen error', async () => {
    await expect(startMailCatcher({ smtpPort: catcher.smtpPort, webPort: 0 })).rejects.toThrow(/EADDRINUSE/)
  })

  it('binds to 127.0.0.1 only and speaks SMTP there', async () => {
    const greeting = await new Promise<string>((resolve, reject) => {
      const socket = createConnection(catcher.smtpPort, '127.0.0.1')
      socket.once('data', (chunk) => {
        resolve(chunk.toString())
        socket.end()
      })
      socket.once('error', reject)
    })
    expect(greeting).toMatch(/^220 /)
  })
})
