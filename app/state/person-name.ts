import type { PersonRef } from '../../api'

/** A workspace member's full name as shown (assignee, owner, comment author); '' for nobody. */
export function personName(person: Pick<PersonRef, 'first_name' | 'last_name'> | null | undefined): string {
  return person ? `${person.first_name} ${person.last_name}`.trim() : ''
}
