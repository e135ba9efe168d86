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
const accountViews = () => import('./account/accountViews.js')
const swapViews = () => import('./swap/swapViews.js')
const onrampViews = () => import('./onramp/onrampViews.js')
const namesViews = () => import('./names/namesViews.js')

/** A view loaded on demand: the component `name` of the module `load` imports. */
function view<M>(load: () => Promise<M>, name: keyof M & string): ComponentType {
  return lazy(() => load().then((m) => ({ default: m[name] as ComponentType })))
}

/**
 * View name → component. The Connect view is in the first chunk; ConnectingExternal and ConnectingWalletConnect
 * load when the dialog opens (walletConnectView.tsx); every other view loads on demand.
 */
export const VIEW_COMPONENTS: Partial<Record<View, ComponentType>> = {
  Connect: ConnectView,
  ConnectingExternal: ConnectingExternalLoader,
  AllWallets: view(() => import('./AllWallets.js'), 'AllWalletsView'),
  Account: view(accountViews, 'AccountView'),
  Networks: view(() => import('./Networks.js'), 'NetworksView'),
  SwitchNetwork: view(() => import('./SwitchNetwork.js'), 'SwitchNetworkView'),
  SwitchActiveChain: view(() => import('./SwitchActiveChain.js'), 'SwitchActiveChainView'),
  UnsupportedChain: view(() => import('./UnsupportedChain.js'), 'UnsupportedChainView'),
  ConnectingWalletConnect: ConnectingWalletConnectLoader,
  ConnectingWalletConnectBasic: view(
    () => import('./ConnectingWalletConnectBasic.js'),
    'ConnectingWalletConnectBasicView',
  ),
  WalletSend: view(accountViews, 'WalletSendView'),
  WalletSendPreview: view(accountViews, 'WalletSendPreviewView'),
  WalletReceive: view(accountViews, 'WalletReceiveView'),
  Swap: view(swapViews, 'SwapView'),
  SwapPreview: view(swapViews, 'SwapPreviewView'),
  EmailVerifyOtp: view(() => import('./EmailVerifyOtp.js'), 'EmailVerifyOtpView'),
  ConnectingSocial: view(socialViews, 'ConnectingSocialView'),
  ConnectingFarcaster: view(socialViews, 'ConnectingFarcasterView'),
  ApproveTransaction: view(secureFrameViews, 'ApproveTransactionView'),
  ExportPrivateKey: view(secureFrameViews, 'ExportPrivateKeyView'),
  UpdateEmailWallet: view(updateEmailViews, 'UpdateEmailWalletView'),
  UpdateEmailPrimaryOtp: view(updateEmailViews, 'UpdateEmailPrimaryOtpView'),
  UpdateEmailSecondaryOtp: view(updateEmailViews, 'UpdateEmailSecondaryOtpView'),
  OnRampProviders: view(onrampViews, 'OnRampProvidersView'),
  BuyInProgress: view(onrampViews, 'BuyInProgressView'),
  RegisterAccountName: view(namesViews, 'RegisterAccountNameView'),
  RegisterAccountNameSuccess: view(namesViews, 'RegisterAccountNameSuccessView'),
  SIWXSignMessage: view(() => import('./siwx/SIWXSignMessage.js'), 'SIWXSignMessageView'),
  SmartSessionList: view(accountViews, 'SmartSessionListView'),
  SmartSessionCreated: view(accountViews, 'SmartSessionCreatedView'),
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
