import { defineFrameHandlers } from '@portico/embedded-wallet/protocol'
import { codesOf } from './codeEntry.js'
import type { KeyManagement } from './exportScreen.js'
import type { FrameContext, FrameState } from './frameHandlers.js'
import { GatewayError } from './gatewayAuth.js'

/** Key export needs a code entered within the last 5 minutes (docs/embedded-wallet-trust-model.md). */
export const EXPORT_FRESH_LOGIN_MS = 5 * 60_000

/** The handlers of a logged-in user's account actions: key export and update email (F-23). */
export function accountHandlers(ctx: FrameContext, state: FrameState) {
  const liveSession = () => {
    const stored = ctx.sessions.get()
    if (!stored || !state.wallet) throw new Error('Not connected')
    return stored
  }

  return defineFrameHandlers({
    /**
     * Issue 11, custody: shows the private key on this origin only, after a code proved the email within the
     * last {@link EXPORT_FRESH_LOGIN_MS} (a new code is sent otherwise) and, in passkey mode (issue 22), after the
     * user's passkey (or recovery kit) opened the key again. Resolves `{}`: the key never leaves.
     */
    async EXPORT_KEY() {
      const stored = liveSession()
      const wallet = state.wallet
      const screens = ctx.exportScreens
      if (!wallet || !screens) throw new Error('Not connected')
      const fresh = await ctx.auth.refresh(stored.refreshToken)
      ctx.sessions.set({ ...stored, accessToken: fresh.accessToken, refreshToken: fresh.refreshToken })
      const { authTime, custodyMode } = await ctx.auth.session(fresh.accessToken)
      const now = ctx.now?.() ?? Date.now()
      if (now - Date.parse(authTime) > EXPORT_FRESH_LOGIN_MS) {
        await ctx.auth.startEmail(stored.email)
        await screens.askCode(stored.email, async (code) => {
          const s = await ctx.auth.verifyCode(stored.email, code)
          if (s.user.id !== stored.userId) throw new Error('Not connected')
          ctx.sessions.set({ ...stored, accessToken: s.accessToken, refreshToken: s.refreshToken })
        })
      }
      // Managed mode (the project's custodyMode, where the deployment runs its key service): no passkey to manage.
      if (!ctx.passkey || (ctx.managedKeyService === true && custodyMode === 'managed')) {
        await screens.showKey(wallet.privateKey)
        return {}
      }
      const custody = ctx.passkey
      const caller = () => {
        const now = liveSession()
        return { accessToken: now.accessToken, userId: now.userId, name: now.email }
      }
      await custody.confirmUser(caller(), wallet)
      const manage: KeyManagement = {
        list: () => custody.list(caller()),
        addPasskey: () => custody.addPasskey(caller(), wallet),
        addKit: () => custody.addKit(caller(), wallet),
        remove: async (id) => {
          await custody.remove(caller(), wallet, id)
        },
      }
      await screens.showKey(wallet.privateKey, manage)
      return {}
    },
    /** F-23: starts an email change: a code to the current address (primary) and one to the new (secondary). */
    async UPDATE_EMAIL(payload) {
      const stored = liveSession()
      const fresh = await ctx.auth.refresh(stored.refreshToken)
      ctx.sessions.set({ ...stored, accessToken: fresh.accessToken, refreshToken: fresh.refreshToken })
      try {
        await ctx.auth.startEmailChange(fresh.accessToken, payload.email)
      } catch (error) {
        if (error instanceof GatewayError && error.field === 'body.newEmail') throw new Error('Invalid email')
        throw error
      }
      state.emailChange = { newEmail: payload.email.trim().toLowerCase() }
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    /**
     * F-23: the code sent to the current address, typed in this frame (AWAIT_CODE `update-primary`); checked with
     * the secondary one, so neither is used up alone.
     */
    async UPDATE_EMAIL_PRIMARY_OTP() {
      if (!state.emailChange) throw new Error('Enter the new email first')
      state.emailChange.primaryCode = codesOf(ctx).take('update-primary')
      return { action: 'VERIFY_SECONDARY_OTP' }
    },
    /**
     * F-23: the code sent to the new address, typed in this frame (AWAIT_CODE `update-secondary`); both codes
     * right moves the account, and the user's email. A refusal empties the input for another try.
     */
    async UPDATE_EMAIL_SECONDARY_OTP() {
      const change = state.emailChange
      if (!change?.primaryCode) throw new Error('Enter the code sent to your current email first')
      const stored = liveSession()
      const codes = codesOf(ctx)
      const secondaryCode = codes.take('update-secondary')
      const { email } = await ctx.auth
        .verifyEmailChange(stored.accessToken, {
          newEmail: change.newEmail,
          primaryCode: change.primaryCode,
          secondaryCode,
        })
        .catch((error: unknown) => {
          codes.retry()
          throw error
        })
      codes.close()
      ctx.sessions.set({ ...stored, email })
      state.emailChange = undefined
      return { newEmail: email }
    },
  })
}
