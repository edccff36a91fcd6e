/** A Slack channel as the validation response lists it (spec section 3). */
export interface SlackChannel {
  id: string
  name: string
  purpose?: string | null | undefined
  topic?: string | null | undefined
  is_private: boolean
  member_count: number
}

/** Lower-cases the search text and drops surrounding spaces and one leading '#', as channel names are shown with it. */
export function normalizeChannelQuery(query: string): string {
  const trimmed = query.trim().toLowerCase()
  return trimmed.startsWith('#') ? trimmed.slice(1) : trimmed
}

/**
 * The channels whose name, purpose or topic contains the search text, case-insensitively, in their original order.
 * An empty search keeps every channel.
 */
export function filterChannels<C extends SlackChannel>(channels: readonly C[], query: string): readonly C[] {
  return createChannelFilter(channels)(query)
}

/**
 * Prepares a channel list for repeated searches: each channel's searchable text is lower-cased once, so a keystroke
 * costs one substring test per channel (a few milliseconds for 10,000 channels).
 */
export function createChannelFilter<C extends SlackChannel>(channels: readonly C[]): (query: string) => readonly C[] {
  let haystacks: string[] | undefined
  return (query) => {
    const needle = normalizeChannelQuery(query)
    if (needle === '') return channels
    // A separator no search can contain keeps a match from spanning two fields.
    haystacks ??= channels.map((c) => `${c.name}\u0000${c.purpose ?? ''}\u0000${c.topic ?? ''}`.toLowerCase())
    const result: C[] = []
    for (let i = 0; i < channels.length; i++) {
      if (haystacks[i]!.includes(needle)) result.push(channels[i]!)
    }
    return result
  }
}
