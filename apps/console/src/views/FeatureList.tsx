import { FEATURES, type Feature, type FeatureSwitches } from '../api/consoleApi.js'
import { Switch } from '../ui/Switch.js'

/** Each switch's label and what it controls. */
const FEATURE_TEXT: Record<Feature, { label: string; description: string }> = {
  email: { label: 'Email login', description: 'Sign in with a one-time code by email' },
  socials: { label: 'Social logins', description: 'Google, X, Discord, GitHub, Apple, Facebook, Farcaster' },
  swaps: { label: 'Swaps', description: 'The Swap action in the account view' },
  onramp: { label: 'On-ramp', description: 'Buy crypto through the project’s providers' },
  names: { label: 'Account names', description: 'Register a name in the operator’s zone' },
  smartSessions: { label: 'Smart sessions', description: 'Session keys for smart accounts' },
  siwx: { label: 'Sign in with X', description: 'Sign-in verified by the gateway' },
  analytics: { label: 'Analytics', description: 'Collect the dialog’s events for the charts' },
}

/** The project's feature switches (TEST-CONTRACT.md `console-feature-<name>`). */
export function FeatureList({
  features,
  onToggle,
}: {
  features: FeatureSwitches
  onToggle: (feature: Feature) => void
}) {
  return (
    <section aria-labelledby="features-title" className="panel">
      <h2 id="features-title">Features</h2>
      <p className="muted">
        Off turns a feature off in every app of the project. Email, social logins, swaps and on-ramp on leave
        them to each app’s own options; the others on turn them on. Apps see a change within the configuration
        cache time.
      </p>
      <div className="switches">
        {FEATURES.map((feature) => (
          <Switch
            key={feature}
            label={FEATURE_TEXT[feature].label}
            description={FEATURE_TEXT[feature].description}
            checked={features[feature]}
            onChange={() => onToggle(feature)}
            testId={`console-feature-${feature}`}
          />
        ))}
      </div>
    </section>
  )
}
