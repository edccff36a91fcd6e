import { startTransition, useEffect, useId, type ReactNode } from 'react'
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom'
import { useImmerReducer } from 'use-immer'
import { Check, Layers, Mail, MessageSquare, Moon, Sparkles, Sun } from 'lucide-react'
import { css, cx } from '@styled-system/css'
import { VerifyEmailBanner } from '../../layouts/VerifyEmailBanner'
import { Alert } from '../../../src/components/Alert'
import { Button } from '../../../src/components/Button'
import { ColorModeToggle } from '../../../src/components/ColorModeToggle'
import { DisabledReason } from '../../../src/components/DisabledReason'
import { Paper } from '../../../src/components/Paper'
import { ProgressBar } from '../../../src/components/ProgressBar'
import { StepsHeader } from '../../../src/components/StepsHeader'
import type { ColorMode } from '../../../src/components/ColorModeToggle'
import { useAppConfig } from '../../api/use-app-config'
import { productName } from '../../product'
import { paths } from '../../routes/paths'
import { useAuthActions, useAuthState, usePermission } from '../../state/auth'
import { useColorModeDispatch, useColorModeState } from '../../state/color-mode'
import {
  selectCanConnect,
  selectCanValidate,
  selectSyncChannels,
  selectSyncStatus,
  SYNC_POLL_INTERVAL_MS,
  useIntegrationActions,
  useIntegrationsState,
} from '../../state/integrations'
import {
  STEP,
  initialOnboardingState,
  onboardingReducer,
  onboardingSteps,
  selectShouldPoll,
  selectSyncProgress,
} from '../../state/onboarding/onboarding-reducer'
import { SlackChannelsStep, SlackTokenStep } from '../integrations/SlackSteps'
import { ProductAreasEditor } from './ProductAreasEditor'
import { useProductAreas } from './use-product-areas'

// The viewport's height; a frame that shows the page (a story) can set --headway-page-height to its own.
const page = css({ minH: '[var(--headway-page-height, 100dvh)]', display: 'flex', flexDir: 'column', bg: 'bg', color: 'fg' })
const topBar = css({
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  minH: 'topBar',
  px: '3',
  bg: 'bg.paper',
  borderBottomWidth: 'thin',
  borderColor: 'border',
})
const brand = css({ flex: '1', fontWeight: 'bold', fontSize: 'lg' })
const main = css({ flex: '1', w: 'full', maxW: 'prose', mx: 'auto', px: '2', py: { base: '3', md: '5' } })
const title = css({ fontSize: '3xl', fontWeight: 'bold', lineHeight: 'tight', textAlign: 'center', m: '0' })
const lead = css({ color: 'fg.muted', textAlign: 'center', mt: '1', mb: '3' })
const stepTitle = css({ fontSize: 'xl', fontWeight: 'bold', m: '0', mb: '1' })
const sectionTitle = css({ fontSize: 'lg', fontWeight: 'bold', m: '0', mt: '3', mb: '1' })
const stack = css({ display: 'flex', flexDir: 'column', gap: '2' })
const footer = css({ display: 'flex', alignItems: 'center', gap: '1', mt: '3', flexWrap: 'wrap' })
const spacer = css({ flex: '1' })
const featureList = css({ display: 'flex', flexDir: 'column', gap: '1.5', listStyle: 'none', m: '0', mt: '2', p: '0' })
const featureItem = css({ display: 'flex', gap: '1.5', alignItems: 'flex-start' })
const featureIcon = css({ color: 'primary.text', flexShrink: 0, mt: '0.5', '& svg': { w: 'box.md', h: 'box.md' } })
const themeChoices = css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '2' })
const themeChoice = css({
  display: 'flex',
  flexDir: 'column',
  alignItems: 'center',
  gap: '1',
  p: '3',
  borderWidth: 'thick',
  borderColor: 'border',
  borderRadius: 'card',
  bg: 'bg.paper',
  color: 'fg',
  fontWeight: 'semibold',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  '&[aria-pressed=true]': { borderColor: 'primary.solid', bg: 'primary.subtle', color: 'primary.text' },
  '& svg': { w: 'box.xl', h: 'box.xl' },
})
const muted = css({ color: 'fg.muted' })
const alternative = css({
  display: 'flex',
  alignItems: 'center',
  gap: '1.5',
  flexWrap: 'wrap',
  mt: '3',
  pt: '2',
  borderTopWidth: 'thin',
  borderColor: 'border',
})

/** Not in the spec (its onboarding knows only Slack): the way to connect Gmail instead. */
const gmailTexts = {
  question: 'Does your customer feedback arrive by email?',
  connect: 'Connect Gmail instead',
} as const

/** The first sync step's sentences, for the kind of source connected. */
const syncTexts = {
  slack: {
    syncing: `${productName} is reading the recent messages of your channels. This can take a few minutes; you can continue and it finishes in the background.`,
    synced: 'Your channels are synced. New messages arrive as they are posted.',
  },
  gmail: {
    syncing: `${productName} is reading the recent emails of your labels. This can take a few minutes; you can continue and it finishes in the background.`,
    synced: 'Your labels are synced. New emails arrive as they come in.',
  },
} as const

function StepFooter({ children }: { children: ReactNode }) {
  return <div className={footer}>{children}</div>
}

/**
 * /onboarding, titled 'Welcome to Headway!': welcome and intro, theme preference, connect a Slack workspace, select
 * its channels, and follow the first sync. Finishing (or skipping) saves onboarding_completed and opens the dashboard.
 * When the server can connect Gmail, the Slack step offers it instead: Google's return page then comes back here with
 * ?mailbox={id}, at the first sync of that mailbox.
 */
export default function OnboardingPage() {
  const navigate = useNavigate()
  const auth = useAuthState()
  const manageSources = usePermission('source.manage')
  const editThemes = usePermission('backlog.edit')
  const productAreas = useProductAreas()
  const authActions = useAuthActions()
  const { mode } = useColorModeState()
  const colorModeDispatch = useColorModeDispatch()
  const integrations = useIntegrationsState()
  const integrationActions = useIntegrationActions()
  const [searchParams] = useSearchParams()
  const [state, dispatch] = useImmerReducer(onboardingReducer, searchParams.get('mailbox'), initialOnboardingState)
  const gmailAvailable = useAppConfig()?.gmail_oauth === true
  const tokenFormId = useId()
  const connect = integrations.connect

  useEffect(() => {
    void authActions.refreshUser()
    authActions.clearError()
  }, [authActions])

  // The sync step polls the data sources until the first sync is reported (or the person moves on).
  const shouldPoll = selectShouldPoll(state)
  const { source } = state
  useEffect(() => {
    if (!shouldPoll || !source) return
    let stopped = false
    const timer = window.setInterval(async () => {
      const lists = await integrationActions.poll()
      if (stopped) return
      const polled =
        source.type === 'gmail'
          ? lists?.mailboxes.find((mailbox) => mailbox.id === source.id)
          : lists?.integrations.find((integration) => integration.id === source.id)
      dispatch({
        type: 'onboarding/syncPolled',
        sync: lists ? selectSyncStatus(polled) : 'syncing',
        channels: selectSyncChannels(polled),
      })
    }, SYNC_POLL_INTERVAL_MS)
    return () => {
      stopped = true
      window.clearInterval(timer)
    }
  }, [shouldPoll, source, integrationActions, dispatch])

  async function finish() {
    dispatch({ type: 'onboarding/finishStarted' })
    if (await authActions.updateProfile({ onboarding_completed: true })) navigate(paths.dashboard)
    else dispatch({ type: 'onboarding/finishFailed' })
  }

  async function validateToken() {
    if (await integrationActions.validate()) dispatch({ type: 'onboarding/tokenAccepted' })
  }

  async function connectSlack() {
    const integration = await integrationActions.connect()
    if (!integration) return
    dispatch({ type: 'onboarding/sourceConnected', source: { type: 'slack', id: integration.id } })
    const status = selectSyncStatus(integration)
    const channels = selectSyncChannels(integration)
    if (status !== 'syncing' || channels) dispatch({ type: 'onboarding/syncPolled', sync: status, channels })
  }

  function logout() {
    startTransition(() => {
      navigate(paths.home)
      void authActions.logout()
    })
  }

  const chooseMode = (chosen: ColorMode) => colorModeDispatch({ type: 'colorMode/set', mode: chosen })
  const back = (
    <Button variant="ghost" onClick={() => dispatch({ type: 'onboarding/backClicked' })}>
      Back
    </Button>
  )
  const skip = (
    <Button variant="outline" loading={state.finishing} onClick={finish}>
      Skip for now
    </Button>
  )

  let body: ReactNode
  switch (state.step) {
    case STEP.welcome:
      body = (
        <>
          <h2 className={stepTitle}>Hi {auth.user?.first_name || 'there'}, let&apos;s get you set up</h2>
          <p className={muted}>
            {productName} collects customer feedback from your team&apos;s channels and turns it into ranked feature
            requests. It takes two minutes:
          </p>
          <ul className={featureList}>
            <li className={featureItem}>
              <span className={featureIcon} aria-hidden="true">
                <MessageSquare />
              </span>
              Connect a Slack workspace and choose up to five channels to listen to.
            </li>
            <li className={featureItem}>
              <span className={featureIcon} aria-hidden="true">
                <Sparkles />
              </span>
              The AI finds the feature requests in the messages and merges repeats.
            </li>
            <li className={featureItem}>
              <span className={featureIcon} aria-hidden="true">
                <Layers />
              </span>
              Features are grouped into themes and ranked by frequency, impact and urgency.
            </li>
          </ul>
          <StepFooter>
            <span className={spacer} />
            <Button onClick={() => dispatch({ type: 'onboarding/nextClicked' })}>Get Started</Button>
          </StepFooter>
        </>
      )
      break
    case STEP.appearance:
      body = (
        <>
          <h2 className={stepTitle}>Choose your theme</h2>
          <p className={muted}>Pick the look you prefer. You can switch any time from the top bar.</p>
          <fieldset className={cx(themeChoices, css({ mt: '2', border: 'none', p: '0', m: '0' }))}>
            <legend className={css({ srOnly: true })}>Theme</legend>
            {(['light', 'dark'] as const).map((choice) => (
              <button
                key={choice}
                type="button"
                className={themeChoice}
                aria-pressed={mode === choice}
                onClick={() => chooseMode(choice)}
              >
                {choice === 'light' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
                {choice === 'light' ? 'Light' : 'Dark'}
              </button>
            ))}
          </fieldset>
          <h3 className={sectionTitle}>Your product&apos;s themes</h3>
          <p className={muted}>
            Features are grouped into themes. Start from these common product areas: rename, remove or add themes so
            they fit your product. {productName} adapts them to your feedback and suggests renames and merges later.
          </p>
          <ProductAreasEditor editor={productAreas} reason={editThemes.reason} />
          <StepFooter>
            {back}
            <span className={spacer} />
            <Button
              loading={productAreas.saving}
              onClick={async () => {
                if (await productAreas.save()) dispatch({ type: 'onboarding/nextClicked' })
              }}
            >
              Next
            </Button>
          </StepFooter>
        </>
      )
      break
    case STEP.connectSlack:
      body = (
        <>
          <h2 className={stepTitle}>Connect your Slack workspace</h2>
          {/* Someone who may not connect sources (a member or viewer) reads why instead of a form the server refuses. */}
          {manageSources.reason ? (
            <Alert severity="info">{manageSources.reason}</Alert>
          ) : (
            <SlackTokenStep formId={tokenFormId} onValidate={() => void validateToken()} />
          )}
          {gmailAvailable ? (
            <div className={alternative}>
              <span className={muted}>{gmailTexts.question}</span>
              <DisabledReason reason={manageSources.reason}>
                <Button variant="outline" onClick={() => void integrationActions.startGmail('onboarding')}>
                  <Mail aria-hidden="true" />
                  {gmailTexts.connect}
                </Button>
              </DisabledReason>
            </div>
          ) : null}
          <StepFooter>
            {back}
            <span className={spacer} />
            {skip}
            <DisabledReason reason={manageSources.reason}>
              <Button
                type="submit"
                form={tokenFormId}
                disabled={!selectCanValidate(connect) && connect.pending !== 'validating'}
                loading={connect.pending === 'validating'}
              >
                Next
              </Button>
            </DisabledReason>
          </StepFooter>
        </>
      )
      break
    case STEP.selectChannels:
      body = (
        <>
          <h2 className={stepTitle}>Select channels</h2>
          <SlackChannelsStep />
          <StepFooter>
            {back}
            <span className={spacer} />
            {skip}
            <Button
              disabled={!selectCanConnect(connect) && connect.pending !== 'connecting'}
              loading={connect.pending === 'connecting'}
              onClick={() => void connectSlack()}
            >
              Connect
            </Button>
          </StepFooter>
        </>
      )
      break
    case STEP.initialSync: {
      const progress = selectSyncProgress(state)
      const syncing = state.sync === 'syncing'
      const texts = syncTexts[state.source?.type ?? 'slack']
      body = (
        <>
          <h2 className={stepTitle}>Initial sync</h2>
          <div className={stack}>
            <p className={muted}>
              {syncing
                ? texts.syncing
                : state.sync === 'synced'
                  ? texts.synced
                  : 'The first sync did not finish. You can retry it later from Workspace Settings.'}
            </p>
            <ProgressBar label="Initial sync" value={progress.value} max={progress.max} formatValue={() => progress.label} />
            {state.sync === 'synced' ? (
              <Alert severity="success" icon={<Check />}>
                First sync complete.
              </Alert>
            ) : null}
          </div>
          <StepFooter>
            <span className={spacer} />
            {syncing ? (
              <Button variant="outline" loading={state.finishing} onClick={finish}>
                Skip
              </Button>
            ) : (
              <Button loading={state.finishing} onClick={finish}>
                Go to Dashboard
              </Button>
            )}
          </StepFooter>
        </>
      )
      break
    }
  }

  return (
    <div className={page}>
      <header className={topBar}>
        <RouterLink to={paths.home} className={brand}>
          {productName}
        </RouterLink>
        <ColorModeToggle mode={mode} onToggle={() => colorModeDispatch({ type: 'colorMode/toggled' })} />
        <Button variant="ghost" onClick={logout}>
          Log Out
        </Button>
      </header>
      <main className={main}>
        <h1 className={title}>Welcome to {productName}!</h1>
        <p className={lead}>A few steps and your feedback starts flowing in.</p>
        <VerifyEmailBanner className={css({ mb: '2' })} />
        <StepsHeader steps={onboardingSteps} current={state.step} label="Onboarding steps" className={css({ mb: '3' })} />
        <Paper variant="elevated" padding="lg">
          {auth.error ? (
            <Alert severity="error" className={css({ mb: '2' })}>
              {auth.error}
            </Alert>
          ) : null}
          {body}
        </Paper>
      </main>
    </div>
  )
}
