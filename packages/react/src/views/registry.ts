import type { RouterData, View } from '@portico/core'
import { type ComponentType, lazy } from 'react'
import { fill } from '../i18n/useStrings.js'
import { ConnectView } from './Connect.js'
import { ConnectingExternalLoader, ConnectingWalletConnectLoader } from './preloadedViews.js'
import { SOCIAL_NAMES } from './socialLogin.js'

// One import site per module shared by several views: each site costs the first chunk its preload list.
const secureFrameViews = () => import('./ApproveTransaction.js')
const updateEmailViews = () => import('./UpdateEmail.js')
const socialViews = () => import('./socialViews.js')

/**
 * View name → component. The Connect view is in the first chunk; ConnectingExternal and ConnectingWalletConnect
 * load when the dialog opens (walletConnectView.tsx); every other view loads on demand.
 */
export const VIEW_COMPONENTS: Partial<Record<View, ComponentType>> = {
  Connect: ConnectView,
  ConnectingExternal: ConnectingExternalLoader,
  AllWallets: lazy(() => import('./AllWallets.js').then((m) => ({ default: m.AllWalletsView }))),
  Account: lazy(() => import('./account/accountViews.js').then((m) => ({ default: m.AccountView }))),
  Networks: lazy(() => import('./Networks.js').then((m) => ({ default: m.NetworksView }))),
  SwitchNetwork: lazy(() => import('./SwitchNetwork.js').then((m) => ({ default: m.SwitchNetworkView }))),
  SwitchActiveChain: lazy(() =>
    import('./SwitchActiveChain.js').then((m) => ({ default: m.SwitchActiveChainView })),
  ),
  UnsupportedChain: lazy(() =>
    import('./UnsupportedChain.js').then((m) => ({ default: m.UnsupportedChainView })),
  ),
  ConnectingWalletConnect: ConnectingWalletConnectLoader,
  ConnectingWalletConnectBasic: lazy(() =>
    import('./ConnectingWalletConnectBasic.js').then((m) => ({
      default: m.ConnectingWalletConnectBasicView,
    })),
  ),
  WalletSend: lazy(() => import('./account/accountViews.js').then((m) => ({ default: m.WalletSendView }))),
  WalletSendPreview: lazy(() =>
    import('./account/accountViews.js').then((m) => ({ default: m.WalletSendPreviewView })),
  ),
  WalletReceive: lazy(() =>
    import('./account/accountViews.js').then((m) => ({ default: m.WalletReceiveView })),
  ),
  Swap: lazy(() => import('./swap/swapViews.js').then((m) => ({ default: m.SwapView }))),
  SwapPreview: lazy(() => import('./swap/swapViews.js').then((m) => ({ default: m.SwapPreviewView }))),
  EmailVerifyOtp: lazy(() => import('./EmailVerifyOtp.js').then((m) => ({ default: m.EmailVerifyOtpView }))),
  ConnectingSocial: lazy(() => socialViews().then((m) => ({ default: m.ConnectingSocialView }))),
  ConnectingFarcaster: lazy(() => socialViews().then((m) => ({ default: m.ConnectingFarcasterView }))),
  ApproveTransaction: lazy(() => secureFrameViews().then((m) => ({ default: m.ApproveTransactionView }))),
  ExportPrivateKey: lazy(() => secureFrameViews().then((m) => ({ default: m.ExportPrivateKeyView }))),
  UpdateEmailWallet: lazy(() => updateEmailViews().then((m) => ({ default: m.UpdateEmailWalletView }))),
  UpdateEmailPrimaryOtp: lazy(() =>
    updateEmailViews().then((m) => ({ default: m.UpdateEmailPrimaryOtpView })),
  ),
  UpdateEmailSecondaryOtp: lazy(() =>
    updateEmailViews().then((m) => ({ default: m.UpdateEmailSecondaryOtpView })),
  ),
  OnRampProviders: lazy(() =>
    import('./onramp/onrampViews.js').then((m) => ({ default: m.OnRampProvidersView })),
  ),
  BuyInProgress: lazy(() =>
    import('./onramp/onrampViews.js').then((m) => ({ default: m.BuyInProgressView })),
  ),
  RegisterAccountName: lazy(() =>
    import('./names/namesViews.js').then((m) => ({ default: m.RegisterAccountNameView })),
  ),
  RegisterAccountNameSuccess: lazy(() =>
    import('./names/namesViews.js').then((m) => ({ default: m.RegisterAccountNameSuccessView })),
  ),
  SIWXSignMessage: lazy(() =>
    import('./siwx/SIWXSignMessage.js').then((m) => ({ default: m.SIWXSignMessageView })),
  ),
  SmartSessionList: lazy(() =>
    import('./account/accountViews.js').then((m) => ({ default: m.SmartSessionListView })),
  ),
  SmartSessionCreated: lazy(() =>
    import('./account/accountViews.js').then((m) => ({ default: m.SmartSessionCreatedView })),
  ),
}

/**
 * Header titles per view, in English (the catalogues' `titles` group translates them). `{name}` is filled
 * from the router data by {@link viewTitle}.
 */
export const VIEW_TITLES: Partial<Record<View | 'SocialLogin', string>> = {
  Connect: 'Connect Wallet',
  AllWallets: 'All Wallets',
  Account: 'Account',
  Networks: 'Choose Network',
  SwitchNetwork: 'Switch Network',
  SwitchActiveChain: 'Switch Chain',
  UnsupportedChain: 'Switch Network',
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingWalletConnectBasic: 'Connect Wallet',
  WalletSend: 'Send',
  WalletSendPreview: 'Review Send',
  WalletReceive: 'Receive',
  Swap: 'Swap',
  SwapPreview: 'Review Swap',
  EmailVerifyOtp: 'Confirm Email',
  ApproveTransaction: 'Approve Transaction',
  ExportPrivateKey: 'Export Private Key',
  OnRampProviders: 'Buy',
  BuyInProgress: 'Buy in progress',
  RegisterAccountName: 'Choose Name',
  RegisterAccountNameSuccess: 'Name Registered',
  SIWXSignMessage: 'Sign In',
  ConnectingSocial: 'Continue with {name}',
  SocialLogin: 'Social Login',
  ConnectingFarcaster: 'Farcaster',
  UpdateEmailWallet: 'Edit Email',
  UpdateEmailPrimaryOtp: 'Confirm Current Email',
  UpdateEmailSecondaryOtp: 'Confirm New Email',
  SmartSessionList: 'Smart Sessions',
  SmartSessionCreated: 'Session Created',
}

/** The header title of `view` from the (translated) titles: a wallet's or provider's name where the view has one. */
export function viewTitle(view: View, data: RouterData | undefined, titles: typeof VIEW_TITLES): string {
  if (view === 'ConnectingExternal') return data?.connector?.name ?? (titles.Connect as string)
  if (view === 'ConnectingWalletConnect' && data?.wallet) return data.wallet.name
  if (view === 'ConnectingSocial') {
    const provider = data?.socialProvider
    return provider
      ? fill(titles.ConnectingSocial as string, { name: SOCIAL_NAMES[provider] })
      : (titles.SocialLogin as string)
  }
  return titles[view] ?? view
}
