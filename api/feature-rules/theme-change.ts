import { ErrorDetail } from '../schemas/error'

/**
 * Why a person cannot put a feature in this theme (404, as an unknown theme), or null when they can: the theme must be
 * the company's (`undefined` when not found there) and not a dismissed suggestion. The theme the feature leaves may be
 * anything, a dismissed suggestion included: leaving it is always allowed.
 */
export function themeChoiceRefusal(theme: { status: string } | undefined): string | null {
  return theme && theme.status !== 'dismissed' ? null : ErrorDetail.themeNotFound
}
