import { describe, expect, it } from 'vitest'
import {
  DEFAULT_STATUS_MAPPING,
  githubIssueState,
  ISSUE_QUOTE_MAX,
  issueDescription,
  parseGithubIssue,
  sameRepository,
  trackerStatusMove,
} from './trackers'

describe('tracker rules', () => {
  it("reads GitHub's state and reason as one issue state; a duplicate counts as not planned", () => {
    expect(githubIssueState('open', null)).toBe('open')
    expect(githubIssueState('open', 'reopened')).toBe('reopened')
    expect(githubIssueState('closed', 'completed')).toBe('closed_completed')
    expect(githubIssueState('closed', null)).toBe('closed_completed')
    expect(githubIssueState('closed', 'not_planned')).toBe('closed_not_planned')
    expect(githubIssueState('closed', 'duplicate')).toBe('closed_not_planned')
  })

  it('moves a feature only when the issue moved since it last did, never to the status it has', () => {
    expect(trackerStatusMove(DEFAULT_STATUS_MAPPING, null, 'closed_completed', 'backlog')).toBe('completed')
    expect(trackerStatusMove(DEFAULT_STATUS_MAPPING, 'closed_completed', 'closed_completed', 'review')).toBeNull()
    expect(trackerStatusMove(DEFAULT_STATUS_MAPPING, 'closed_completed', 'reopened', 'completed')).toBe('in-progress')
    expect(trackerStatusMove(DEFAULT_STATUS_MAPPING, 'open', 'closed_not_planned', 'in-progress')).toBeNull()
    expect(trackerStatusMove(DEFAULT_STATUS_MAPPING, 'open', 'closed_completed', 'completed')).toBeNull()
  })

  it('names an issue by key, URL or number in the connected repository', () => {
    expect(parseGithubIssue('acme/roadmap#12', 'acme/roadmap')).toEqual({ owner: 'acme', repo: 'roadmap', number: 12 })
    expect(parseGithubIssue('#7', 'acme/roadmap')).toEqual({ owner: 'acme', repo: 'roadmap', number: 7 })
    expect(parseGithubIssue(' 7 ', 'acme/roadmap')).toEqual({ owner: 'acme', repo: 'roadmap', number: 7 })
    expect(parseGithubIssue('https://github.com/Acme/Roadmap/issues/3', 'acme/roadmap')).toEqual({ owner: 'Acme', repo: 'Roadmap', number: 3 })
    expect(sameRepository({ owner: 'Acme', repo: 'Roadmap', number: 3 }, 'acme/roadmap')).toBe(true)
    expect(parseGithubIssue('#0', 'acme/roadmap')).toBeNull()
    expect(parseGithubIssue('acme/roadmap#x', 'acme/roadmap')).toBeNull()
    expect(parseGithubIssue('https://evil.example/acme/roadmap/issues/3', 'acme/roadmap')).toBeNull()
  })

  it('describes a new issue with the top three quotes, each cut, and a link back', () => {
    const long = 'x'.repeat(ISSUE_QUOTE_MAX + 50)
    const text = issueDescription({ description: 'Export the list.' }, ['One', 'Two\n\nlines', long, 'Four'], 'https://h.test/app/features/1')
    expect(text).toBe(
      [
        'Export the list.',
        '**What customers said**',
        '> One',
        '> Two lines',
        `> ${'x'.repeat(ISSUE_QUOTE_MAX - 1)}…`,
        '[Open this feature in Headway](https://h.test/app/features/1)',
      ].join('\n\n'),
    )
    expect(issueDescription({ description: ' ' }, [], 'u')).toBe('[Open this feature in Headway](u)')
  })
})
