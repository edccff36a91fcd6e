/** A workspace member as far as @mentions are concerned. */
export interface MentionableMember {
  id: string
  email: string
  first_name: string
  last_name: string
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** True when the body has `@handle` not followed by more of a word or an email (so "@ann" is not "@anna"). */
function mentions(body: string, handle: string): boolean {
  return new RegExp(`(^|[^\\w.@])@${escapeRegExp(handle)}(?![\\w@-]|\\.\\w)`, 'i').test(body)
}

/**
 * The members a comment @mentions, in workspace order: by email ("@priya@acme.com"), full name ("@Priya Raman") or
 * first name ("@Priya"), case-insensitive. The server and the mocks both use it, so they notify the same people.
 */
export function findMentionedMembers<M extends MentionableMember>(body: string, members: readonly M[]): M[] {
  return members.filter(
    (member) =>
      mentions(body, member.email) ||
      mentions(body, `${member.first_name} ${member.last_name}`) ||
      mentions(body, member.first_name),
  )
}
