import { useRef, useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { GitMerge } from 'lucide-react'
import { css } from '@styled-system/css'
import type { Comment, FeatureDetail as FeatureDetailData, FeatureSummary, PersonRef, Theme, Trend } from '../../../api'
import { Alert } from '../../../src/components/Alert'
import { Button } from '../../../src/components/Button'
import { DisabledReason } from '../../../src/components/DisabledReason'
import { FeatureDetail } from '../../../src/components/FeatureDetail'
import { Link } from '../../../src/components/Link'
import { Paper } from '../../../src/components/Paper'
import { TrendChart } from '../../../src/components/TrendChart'
import { paths } from '../../routes/paths'
import { toFeatureDetailProps, type FeatureChanges } from '../../state/features'
import { toTrendSeries } from '../../state/trend-series'
import { ChooseFeatureDialog, type FeatureChoices } from './ChooseFeatureDialog'
import { FeatureComments, type MorePages } from './FeatureComments'
import { FeatureEditor } from './FeatureEditor'
import { FeatureHistory } from './FeatureHistory'
import { FeatureIssues } from './FeatureIssues'
import { FeatureScore } from './FeatureScore'
import { FeatureTell } from './FeatureTell'
import { ThemeSuggestionNotice } from './ThemeSuggestionNotice'
import { FeedbackActions, FeedbackDialogs, type PendingFeedbackAction } from './FeedbackActions'

const panel = css({ display: 'flex', flexDir: 'column', gap: '3' })
const mergedList = css({ display: 'flex', flexDir: 'column', gap: '1', listStyle: 'none', m: '0', p: '0' })
const mergedItem = css({ display: 'flex', alignItems: 'center', gap: '1', justifyContent: 'space-between' })
const heading = css({ fontSize: 'md', fontWeight: 'bold', m: '0', mb: '1' })
const actions = css({ display: 'flex', gap: '1', flexWrap: 'wrap' })
const mergedNotice = css({ display: 'flex', flexDir: 'column', alignItems: 'flex-start', gap: '1.5' })

export interface FeatureDetailPanelProps {
  feature: FeatureDetailData
  trend: Trend | null
  comments: readonly Comment[]
  members: readonly PersonRef[]
  /** Every theme, suggestions included: the theme choices. */
  themes: readonly Theme[]
  busy: boolean
  postingComment: boolean
  /**
   * Why the person may not edit the feature (status, priority, assignee, theme, merges, its feedback); null when they
   * may. Comments stay open to everyone who reads.
   */
  editReason?: string | null | undefined
  onChange: (changes: FeatureChanges) => void
  onComment: (body: string) => Promise<boolean>
  onMerge: (intoId: string) => Promise<boolean>
  onUnmerge: (id: string) => void
  /** Refuses the theme the AI suggests for the feature (feature.suggested_theme). */
  onDismissThemeSuggestion: () => void
  /** The signed-in person, whose own comments can be edited and deleted. */
  currentUserId: string | null
  onEditComment: (commentId: string, body: string) => Promise<boolean>
  onDeleteComment: (commentId: string) => Promise<boolean>
  /** The next page of the comments, when there are more than one page of them. */
  moreComments?: MorePages | undefined
  /** The features to merge into or move feedback to. */
  choices: FeatureChoices
  onUnlinkFeedback: (feedbackId: string, options: { notRequest: boolean }) => void
  onMoveFeedback: (feedbackId: string, target: FeatureSummary) => void
}

/**
 * The selected feature: its edits, its sections, its score and trend, its merges, its tracker issues, who was told,
 * and its comments.
 */
export function FeatureDetailPanel(props: FeatureDetailPanelProps) {
  const {
    feature,
    trend,
    comments,
    members,
    themes,
    busy,
    postingComment,
    editReason,
    onChange,
    onComment,
    onMerge,
    onUnmerge,
    onDismissThemeSuggestion,
    currentUserId,
    onEditComment,
    onDeleteComment,
    moreComments,
    choices,
    onUnlinkFeedback,
    onMoveFeedback,
  } = props
  const [merging, setMerging] = useState(false)
  const [pendingFeedback, setPendingFeedback] = useState<PendingFeedbackAction | null>(null)
  const feedbackSection = useRef<HTMLDivElement>(null)

  return (
    <Paper asChild className={panel}>
      <section aria-label="Feature details">
        {feature.merged_into ? (
          <div className={mergedNotice}>
            <Alert severity="info" title="Merged">
              Merged into{' '}
              <Link asChild>
                <RouterLink to={paths.feature(feature.merged_into.id)}>{feature.merged_into.title}</RouterLink>
              </Link>
              ; its mentions count there.
            </Alert>
            <DisabledReason reason={editReason}>
              <Button size="sm" variant="outline" loading={busy} onClick={() => onUnmerge(feature.id)}>
                Unmerge
              </Button>
            </DisabledReason>
          </div>
        ) : null}
        <FeatureDetail
          {...toFeatureDetailProps(feature)}
          headingLevel={3}
          feedbackSectionRef={feedbackSection}
          renderFeedbackActions={(entry) => {
            const quote = feature.recent_feedback.find((candidate) => candidate.id === entry.id)
            return quote ? (
              <FeedbackActions
                quote={quote}
                reason={editReason}
                onAction={(action) => {
                  if (action === 'move') choices.onOpen()
                  setPendingFeedback({ action, quote, open: true })
                }}
              />
            ) : null
          }}
        />
        {feature.rising ? (
          <Alert severity="info" title="Rising this week">
            {feature.rising.sentence}
          </Alert>
        ) : null}
        {feature.suggested_theme ? (
          <ThemeSuggestionNotice
            suggestion={feature.suggested_theme}
            busy={busy}
            reason={editReason}
            onAccept={() => onChange({ theme_id: feature.suggested_theme!.id })}
            onDismiss={onDismissThemeSuggestion}
          />
        ) : null}
        <FeatureEditor feature={feature} members={members} themes={themes} reason={editReason} onChange={onChange} />
        <FeatureScore score={feature.score} explanation={feature.score_explanation} />
        {trend ? (
          <TrendChart
            title="Mentions"
            titleAs="h4"
            series={[toTrendSeries('Mentions', trend.days, trend.counts)]}
          />
        ) : null}
        {feature.merged_from.length > 0 ? (
          <section aria-labelledby="feature-merged-heading">
            <h4 id="feature-merged-heading" className={heading}>
              Merged features
            </h4>
            <ul className={mergedList}>
              {feature.merged_from.map((merged) => (
                <li key={merged.id} className={mergedItem}>
                  <Link asChild>
                    <RouterLink to={paths.feature(merged.id)}>{merged.title}</RouterLink>
                  </Link>
                  <DisabledReason reason={editReason}>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={busy}
                      aria-label={`Unmerge ${merged.title}`}
                      onClick={() => onUnmerge(merged.id)}
                    >
                      Unmerge
                    </Button>
                  </DisabledReason>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {feature.merged_into ? null : (
          <div className={actions}>
            <DisabledReason reason={editReason}>
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  choices.onOpen()
                  setMerging(true)
                }}
              >
                <GitMerge size={16} aria-hidden="true" />
                Merge into…
              </Button>
            </DisabledReason>
          </div>
        )}
        <FeatureIssues key={`issues-${feature.id}`} featureId={feature.id} featureTitle={feature.title} />
        <FeatureTell key={`tell-${feature.id}`} featureId={feature.id} featureTitle={feature.title} />
        <FeatureHistory history={feature.history} />
        <FeatureComments
          comments={comments}
          posting={postingComment}
          onAdd={onComment}
          currentUserId={currentUserId}
          onEdit={onEditComment}
          onDelete={onDeleteComment}
          more={moreComments}
        />
        <FeedbackDialogs
          pending={pendingFeedback}
          onClose={() => setPendingFeedback((pending) => pending && { ...pending, open: false })}
          feature={feature}
          choices={choices}
          onUnlink={(quote, options) => onUnlinkFeedback(quote.id, options)}
          onMove={(quote, target) => onMoveFeedback(quote.id, target)}
          feedbackSection={feedbackSection}
        />
        <ChooseFeatureDialog
          open={merging}
          onOpenChange={setMerging}
          title={`Merge ${feature.title}`}
          description="Its mentions will count for the feature you choose, and it leaves the list. You can unmerge it later."
          label="Merge into"
          confirmLabel="Merge"
          choices={choices}
          excludeId={feature.id}
          busy={busy}
          onChoose={(into) =>
            void onMerge(into.id).then((merged) => {
              if (merged) setMerging(false)
            })
          }
        />
      </section>
    </Paper>
  )
}
