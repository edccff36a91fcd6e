import { IdParams } from '../schemas/common'
import {
  CreateFeatureRequest,
  FeatureDetail,
  FeatureLinkParams,
  FeatureList,
  FeatureListQuery,
  LinkFeedbackRequest,
  MergeFeatureRequest,
  Trend,
  UnlinkFeedbackQuery,
  UpdateFeatureRequest,
} from '../schemas/features'
import { routesTagged } from './define'

const route = routesTagged('features')

/** The backlog of features: listing, editing, merging, the feedback linked to them and their trend. */
export const featureRoutes = {
  listFeatures: route.get('/api/v1/features', {
    permission: 'workspace.read',
    query: FeatureListQuery,
    response: FeatureList,
    errors: [400],
    summary:
      "The company's features (merged ones left out), highest score first, filtered and paged: pass next_cursor as " +
      'cursor for the next page.',
  }),
  getFeature: route.get('/api/v1/features/:id', {
    permission: 'workspace.read',
    params: IdParams,
    response: FeatureDetail,
    errors: [404],
    summary: 'One feature with its description, score explanation, recent feedback, competitors, history and merges.',
  }),
  createFeature: route.post('/api/v1/features', {
    permission: 'backlog.edit',
    request: CreateFeatureRequest,
    response: FeatureDetail,
    status: 201,
    errors: [404],
    summary: 'Create a feature by hand (source manual). A priority or theme given is a decision the AI keeps.',
  }),
  updateFeature: route.put('/api/v1/features/:id', {
    permission: 'backlog.edit',
    params: IdParams,
    request: UpdateFeatureRequest,
    response: FeatureDetail,
    errors: [404],
    summary:
      'Change the fields given. Setting the priority or the theme (null: no theme) makes it a decision of a person, ' +
      'which the AI never overwrites; a new assignee is notified.',
  }),
  mergeFeature: route.post('/api/v1/features/:id/merge', {
    permission: 'backlog.edit',
    params: IdParams,
    request: MergeFeatureRequest,
    response: FeatureDetail,
    errors: [404, 409],
    summary:
      'Merge the feature into into_id: it leaves the list and its mentions count for into_id, which is rescored and ' +
      'answered. Unmerge undoes it.',
  }),
  unmergeFeature: route.post('/api/v1/features/:id/unmerge', {
    permission: 'backlog.edit',
    params: IdParams,
    response: FeatureDetail,
    errors: [404, 409],
    summary: 'Undo a merge: the feature is back in the list with its own mentions; both features are rescored.',
  }),
  linkFeedback: route.post('/api/v1/features/:id/links', {
    permission: 'backlog.edit',
    params: IdParams,
    request: LinkFeedbackRequest,
    response: FeatureDetail,
    errors: [404],
    summary: 'Link a piece of feedback to the feature as a mention (also one a person unlinked before); rescores it.',
  }),
  unlinkFeedback: route.delete('/api/v1/features/:id/links/:feedback_id', {
    permission: 'backlog.edit',
    params: FeatureLinkParams,
    query: UnlinkFeedbackQuery,
    errors: [404],
    summary:
      'Unlink a piece of feedback from the feature; the AI never links the two again, nor requests like it. With ' +
      '?not_request=true the message asks for no feature at all, and the AI treats messages like it so. Rescores the feature.',
  }),
  featureTrend: route.get('/api/v1/features/:id/trend', {
    permission: 'workspace.read',
    params: IdParams,
    response: Trend,
    errors: [404],
    summary: "The feature's mentions per day over the last 90 days (by the feedback's posting date, UTC).",
  }),
  dismissThemeSuggestion: route.post('/api/v1/features/:id/theme-suggestion/dismiss', {
    permission: 'backlog.edit',
    params: IdParams,
    response: FeatureDetail,
    errors: [404, 409],
    summary:
      'Dismiss the theme the AI suggests for the feature (suggested_theme): no later pass suggests or places the feature ' +
      'there. Accepting it is setting theme_id.',
  }),
}
