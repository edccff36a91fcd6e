/**
 * `npx tsx scripts/compose-customer-messages.ts`: writes server/ai/data/customer-messages/composed-<source>.jsonl, labelled
 * customer messages combined from hand-written templates (below) and product fragments (scripts/lib/customer-fragments.ts).
 * Written for Headway; deterministic (seeded), so the files only change when the templates do.
 *
 * Every row carries its template's id: the held-out part of the customer messages is chosen by a hash of it
 * (scripts/lib/ai-data.ts), so held-out rows come from templates the classifier never saw in training.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { seededRandom } from '../server/ai/text'
import type { FeedbackLabel } from '../server/ai/types'
import { CUSTOMERS, DOMAINS, PEOPLE, type Audience, type ProductDomain } from './lib/customer-fragments'
import { repoRoot } from './lib/ai-data'

type SourceKind = 'app_review' | 'slack' | 'support_email' | 'support_ticket' | 'sales_note' | 'nps' | 'community_post'

interface Template {
  id: string
  label: FeedbackLabel
  /** Who writes it: a consumer ("I"), a business customer ("we"), or either. */
  audience: Audience | 'any'
  kinds: SourceKind[]
  text: string
}

const ANY_KIND: SourceKind[] = ['app_review', 'slack', 'support_email', 'support_ticket', 'nps', 'community_post']
const DIRECT: SourceKind[] = ['app_review', 'support_email', 'support_ticket', 'nps', 'community_post']
const CHAT: SourceKind[] = ['slack', 'support_ticket', 'community_post', 'support_email']
const INTERNAL: SourceKind[] = ['slack', 'sales_note']
const REVIEW: SourceKind[] = ['app_review', 'nps']

/** [id, audience, kinds, text]; placeholders: {np} {vp} {np2} {comp} {product} {cust} {person} {bug} {how} {liked}
 * {n}; a capitalised placeholder ({Np}, {Bug}) capitalises the value. */
type Row = [string, Audience | 'any', SourceKind[], string]

const FEATURE_REQUESTS: Row[] = [
  ['fr-would-be-nice', 'any', ANY_KIND, 'would be nice to {vp}'],
  ['fr-would-be-great-if', 'any', ANY_KIND, 'It would be great if I could {vp}.'],
  ['fr-please-add', 'any', DIRECT, 'Please add {np}!'],
  ['fr-pls-add-short', 'consumer', REVIEW, 'pls add {np}'],
  ['fr-any-plans', 'any', ANY_KIND, 'Any plans for {np}?'],
  ['fr-any-plans-timeline', 'business', CHAT, 'Any plans for {np}? Even a rough timeline would help us plan.'],
  ['fr-plus-one', 'any', ['slack', 'community_post'], '+1 for {np}'],
  ['fr-plus-one-reason', 'business', ['community_post', 'slack'], '+1, we need {np} too. Half our team asks about it every week.'],
  ['fr-renew-if', 'business', INTERNAL, '{Cust} said they\'d renew if we had {np}.'],
  ['fr-renew-email', 'business', ['support_email'], 'We\'d happily renew for another two years if {product} had {np}. Right now it\'s the one thing holding us back.'],
  ['fr-competitor-has', 'any', ANY_KIND, '{Comp} has {np}, why doesn\'t {product}?'],
  ['fr-competitor-switch', 'consumer', REVIEW, 'Switched from {comp} and I really miss {np}. Otherwise great.'],
  ['fr-competitor-deal', 'business', ['sales_note'], 'Lost to {comp} on {np}. Their demo showed it and ours couldn\'t.'],
  ['fr-is-there-a-way-missing', 'any', CHAT, 'Is there a way to {vp}? I looked everywhere and couldn\'t find it, would be a big help.'],
  ['fr-is-there-a-way-roadmap', 'business', CHAT, 'is there a way to {vp}, or is that on the roadmap?'],
  ['fr-wish-had', 'consumer', REVIEW, 'I wish it had {np}.'],
  ['fr-wish-could', 'any', ANY_KIND, 'I really wish I could {vp}.'],
  ['fr-five-stars-if', 'consumer', ['app_review'], 'Would give 5 stars if you added {np}.'],
  ['fr-four-stars-missing', 'consumer', ['app_review'], 'Good app, 4 stars because there\'s no {np} yet. Add it and I\'ll change my rating.'],
  ['fr-only-thing-missing', 'any', ANY_KIND, 'The only thing missing is {np}.'],
  ['fr-needs', 'consumer', REVIEW, 'Needs {np}. Apart from that it\'s fine.'],
  ['fr-should-add', 'consumer', REVIEW, 'You should add {np}, everyone I know who uses {product} wants it'],
  ['fr-customer-asked-whether', 'business', INTERNAL, 'Customer asked whether we can {vp}. Told them I\'d check.'],
  ['fr-cust-asked-whether', 'business', INTERNAL, '{Cust} asked whether {product} supports {np}. They need it before rolling out to the other offices.'],
  ['fr-relay-from-cust', 'business', ['slack'], 'Relaying from {cust}: they want to {vp}. Third customer this month.'],
  ['fr-sales-blocker', 'business', ['sales_note'], 'Blocker for {cust}: {np}. Champion is keen otherwise, legal is fine.'],
  ['fr-sales-upsell', 'business', ['sales_note'], '{Cust} would move to the Enterprise plan ({n} seats) if we shipped {np} this year.'],
  ['fr-sales-requirement', 'business', ['sales_note'], 'Requirements from {cust} discovery call: {np} (must have), SSO (have), EU hosting (have).'],
  ['fr-can-you-add', 'any', ANY_KIND, 'Can you add {np}?'],
  ['fr-could-you-please', 'any', DIRECT, 'Could you please make it possible to {vp}? That would save me so much time.'],
  ['fr-feature-request-colon', 'any', ['support_ticket', 'community_post', 'support_email'], 'Feature request: {np}'],
  ['fr-suggestion', 'any', ['community_post', 'support_email', 'app_review'], 'Suggestion: let us {vp}.'],
  ['fr-idea-post', 'any', ['community_post'], 'Idea: {np}. Anyone else want this? Vote if so.'],
  ['fr-would-love', 'any', ANY_KIND, 'Would love {np}.'],
  ['fr-wed-love-to', 'business', CHAT, 'We\'d love to be able to {vp}. Right now we do it by hand in a spreadsheet.'],
  ['fr-pay-more', 'any', ANY_KIND, 'I\'d pay extra for {np}, honestly.'],
  ['fr-hoping', 'any', ANY_KIND, 'Still hoping you\'ll add {np} one day.'],
  ['fr-when-will', 'any', ANY_KIND, 'When will {product} get {np}? Been waiting since last year.'],
  ['fr-is-it-planned', 'any', CHAT, 'Is {np} planned at all?'],
  ['fr-roadmap', 'business', CHAT, 'Is {np} on the roadmap? It keeps coming up in our team.'],
  ['fr-cant-why', 'consumer', REVIEW, 'Why can\'t I {vp}?? Every other app lets you do this.'],
  ['fr-no-way-to', 'any', ANY_KIND, 'There\'s no way to {vp}, which is a shame. Please consider it.'],
  ['fr-lack', 'consumer', REVIEW, 'Great concept but the lack of {np} is a dealbreaker for me.'],
  ['fr-dealbreaker-business', 'business', ['support_email', 'sales_note', 'slack'], 'Not having {np} is a dealbreaker for our security team.'],
  ['fr-two-asks', 'any', ANY_KIND, 'Two things would make this perfect: {np} and {np2}.'],
  ['fr-praise-then-ask', 'consumer', ['app_review'], 'Love this app, use it every day. Would be even better with {np}.'],
  ['fr-praise-then-ask-biz', 'business', ['support_email', 'nps', 'slack'], 'Really happy with {product} overall. One request: {np}.'],
  ['fr-nps-would-be-10', 'any', ['nps'], 'Would be a 10 with {np}.'],
  ['fr-nps-missing', 'any', ['nps'], 'Solid product, missing {np}'],
  ['fr-we-need', 'business', ANY_KIND, 'We need {np}. Our auditors asked for it twice this year.'],
  ['fr-need-to-be-able', 'any', ANY_KIND, 'Need to be able to {vp}.'],
  ['fr-make-it-possible', 'any', DIRECT, 'Make it possible to {vp} please'],
  ['fr-let-me', 'consumer', REVIEW, 'Let me {vp}!!'],
  ['fr-allow-users', 'business', ['community_post', 'support_ticket'], 'Please allow admins to {vp}. At the moment only the owner can and they\'re on leave half the year.'],
  ['fr-option-to', 'any', ANY_KIND, 'An option to {vp} would be really handy.'],
  ['fr-missing-feature-ticket', 'business', ['support_ticket'], 'Missing feature: {np}. Impact: our team spends about two hours a week working around it.'],
  ['fr-thread-asks', 'business', ['slack'], '{Person}: does anyone know if we can {vp}?\n{person2}: nope, not possible today. I\'ll log it as a request, we need it for {cust}'],
  ['fr-workaround', 'any', CHAT, 'Right now I {vp} with a workaround that takes ages. A proper way to do it in {product} would be amazing.'],
  ['fr-have-you-considered', 'any', ANY_KIND, 'Have you considered {np}?'],
  ['fr-bring-back', 'consumer', REVIEW, 'Bring back the option to {vp}! Why was it removed?'],
  ['fr-support-for', 'any', ANY_KIND, 'Support for {np} please.'],
  ['fr-deal-hinges', 'business', ['sales_note', 'slack'], 'The {cust} deal (~{n} seats) hinges on {np}. Can product give us a date?'],
  ['fr-churn-risk', 'business', INTERNAL, '{Cust} is evaluating {comp} because we don\'t have {np}. Renewal is in {n} days.'],
  ['fr-prospect-asked', 'business', ['sales_note'], 'Prospect asked if we have {np}. We don\'t; they\'d buy if it landed by Q3.'],
  ['fr-im-sure-others', 'any', ['community_post', 'app_review'], 'I\'m sure I\'m not the only one who wants {np}.'],
  ['fr-request-upvote', 'business', ['community_post'], 'Upvoting this. {Np} would let us drop our second tool entirely.'],
  ['fr-so-close', 'consumer', REVIEW, 'So close to perfect. Just give us {np}'],
  ['fr-please-consider', 'any', DIRECT, 'Please consider adding {np} in a future update.'],
  ['fr-dear-team-request', 'business', ['support_email'], 'Our operations team has asked whether {np} could be added. It would remove a manual step from our month-end process.'],
  ['fr-is-it-possible-to-add', 'any', DIRECT, 'Is it possible to add {np}? It would make a big difference for us.'],
  ['fr-any-chance', 'any', ANY_KIND, 'Any chance of {np}?'],
  ['fr-add-option', 'consumer', REVIEW, 'add option to {vp}'],
  ['fr-it-should', 'any', ANY_KIND, 'It should be possible to {vp}. Kind of basic.'],
  ['fr-would-help', 'business', CHAT, 'It would really help us if we could {vp}.'],
  ['fr-biggest-wish', 'any', ['nps', 'community_post', 'app_review'], 'Biggest wish: {np}.'],
  ['fr-my-only-complaint', 'consumer', REVIEW, 'My only complaint is that you can\'t {vp}. Fix that and it\'s perfect.'],
  ['fr-voted', 'any', ['community_post'], 'Voted for this. {Np} is the main reason we still keep {comp} around.'],
  ['fr-customers-keep-asking', 'business', ['slack', 'sales_note', 'support_email'], 'Our customers keep asking for {np}. Can we get it prioritised?'],
  ['fr-expected', 'consumer', REVIEW, 'Was surprised there\'s no {np}. I expected it to be there.'],
  ['fr-not-bug-just-missing', 'any', CHAT, 'Not a bug, just something missing: I\'d like to {vp}.'],
]

const BUGS: Row[] = [
  ['bug-plain', 'any', ANY_KIND, '{Bug}.'],
  ['bug-since-update', 'any', ANY_KIND, 'Since the last update {bug}.'],
  ['bug-wish-didnt', 'consumer', REVIEW, 'I wish it didn\'t crash every time I open it. Used to be fine.'],
  ['bug-wish-worked', 'any', ANY_KIND, 'I wish {product} actually worked. {Bug} and support hasn\'t replied.'],
  ['bug-would-be-nice-if-worked', 'any', ANY_KIND, 'Would be nice if it actually worked: {bug}.'],
  ['bug-please-fix', 'any', ANY_KIND, 'Please fix this: {bug}.'],
  ['bug-one-star', 'consumer', ['app_review'], '1 star. {Bug}. Uninstalling until it\'s fixed.'],
  ['bug-steps', 'business', ['support_ticket', 'community_post'], 'Steps: open {product}, go to the main screen. Expected: it works. Actual: {bug}.'],
  ['bug-urgent', 'business', ['support_email', 'support_ticket', 'slack'], 'URGENT: {bug}. This is blocking our whole team.'],
  ['bug-customer-reports', 'business', ['slack'], '{Cust} reports that {bug}. Can someone from eng take a look?'],
  ['bug-anyone-else', 'any', ['community_post', 'slack'], 'Anyone else seeing this? {Bug}. Started this morning.'],
  ['bug-still', 'any', ANY_KIND, 'Still broken: {bug}. Reported it two weeks ago.'],
  ['bug-could-you-fix', 'any', DIRECT, 'Could you fix the issue where {bug}? It\'s driving me mad.'],
  ['bug-used-to-work', 'any', ANY_KIND, 'This used to work. Now {bug}.'],
  ['bug-error-message', 'business', CHAT, 'Getting "Something went wrong" whenever I try to {how}.'],
  ['bug-after-reinstall', 'consumer', REVIEW, 'Reinstalled twice and {bug}. Please sort it out.'],
  ['bug-nps', 'any', ['nps'], 'Too many bugs lately, e.g. {bug}.'],
  ['bug-two', 'any', ANY_KIND, '{Bug}, and on top of that {bug2}.'],
  ['bug-lost-data', 'any', ANY_KIND, '{Bug}. I lost an hour of work because of it.'],
  ['bug-cant-how', 'any', ANY_KIND, 'I can\'t {how} anymore, the button just spins.'],
  ['bug-regression-ticket', 'business', ['support_ticket'], 'Regression in the latest release: {bug}. Worked fine last week.'],
  ['bug-hoping-fix', 'any', ANY_KIND, 'Hoping you fix this soon: {bug}.'],
  ['bug-why', 'consumer', REVIEW, 'Why does it keep doing this?? {Bug}'],
  ['bug-phone-model', 'consumer', ['app_review', 'support_email'], 'On my Pixel 7 {bug}. Same on my wife\'s iPhone.'],
  ['bug-thread', 'business', ['slack'], '{Person}: {bug}\n{person2}: same here, just tried it'],
  ['bug-great-but', 'consumer', ['app_review'], 'Great app but {bug}. Fix please and I\'ll give 5 stars.'],
  ['bug-every-time', 'any', ANY_KIND, 'Every time I try to {how} the app closes.'],
  ['bug-wish-stop', 'any', ANY_KIND, 'Wish the app would stop logging me out, it\'s been happening since Tuesday.'],
  ['bug-not-working', 'any', ANY_KIND, '{Product} not working today. {Bug}.'],
  ['bug-charged', 'consumer', DIRECT, 'I was charged twice this month and {bug}. Sort it out please.'],
  ['bug-support-relay', 'business', ['slack', 'support_ticket'], 'Ticket from {cust}: {bug}. They\'re on the enterprise plan, so priority.'],
  ['bug-it-says', 'any', CHAT, 'It says "error 502" when I try to {how}.'],
  ['bug-sales-note', 'business', ['sales_note'], '{Cust} call: mostly about a bug, {bug}. No expansion talk until it\'s fixed.'],
]

const QUESTIONS: Row[] = [
  ['q-how-do-i', 'any', ANY_KIND, 'How do I {how}?'],
  ['q-where-can-i', 'any', ANY_KIND, 'Where can I {how}? Can\'t find it in settings.'],
  ['q-is-there-way-existing', 'any', CHAT, 'Is there a way to {how}? I\'m sure I did it before but can\'t remember where.'],
  ['q-quick-q', 'business', ['slack'], 'quick q: how do we {how}?'],
  ['q-anyone-know', 'any', ['community_post', 'slack'], 'Anyone know how to {how}? Thanks in advance.'],
  ['q-help-please', 'consumer', DIRECT, 'Help please, I don\'t understand how to {how}.'],
  ['q-did-update-move', 'any', ANY_KIND, 'Did the update move the option to {how}? I can\'t see it anymore.'],
  ['q-plan-difference', 'any', ANY_KIND, 'What\'s the difference between the Plus and Pro plans of {product}?'],
  ['q-does-plan-include', 'business', CHAT, 'Does our current plan include {liked}, or is that an add-on?'],
  ['q-when-billed', 'any', DIRECT, 'When will I be billed for the annual plan?'],
  ['q-customer-how', 'business', ['slack'], '{Cust} is asking how to {how}. Do we have a help article?'],
  ['q-docs', 'business', CHAT, 'Is there documentation on how to {how}?'],
  ['q-can-i-just', 'any', CHAT, 'Can I {how} myself or do I need to contact support?'],
  ['q-what-happens', 'any', ANY_KIND, 'What happens to my data if I cancel?'],
  ['q-is-it-safe', 'consumer', DIRECT, 'Is it safe to {how} while a sync is running?'],
  ['q-which-setting', 'any', ANY_KIND, 'Which setting controls {liked}?'],
  ['q-how-long', 'any', DIRECT, 'How long does it take for changes to show up after I {how}?'],
  ['q-confused', 'any', ANY_KIND, 'I\'m confused, I followed the guide to {how} and I don\'t see any change. Am I missing a step?'],
  ['q-trial', 'any', DIRECT, 'Does the free trial include everything, or are some features locked?'],
  ['q-email-polite', 'business', ['support_email'], 'Could you tell me how to {how}? Our new admin starts on Monday and I want to hand over properly.'],
  ['q-ticket', 'business', ['support_ticket'], 'Question: how to {how}. Priority: low.'],
  ['q-sales', 'business', ['sales_note'], '{Cust} questions on the call: pricing for {n} seats, data retention, and how to {how}. Sent the docs.'],
  ['q-is-normal', 'any', ANY_KIND, 'Is it normal that {liked} only updates once a day?'],
  ['q-where-is', 'any', ANY_KIND, 'Where did {liked} go? Was it renamed?'],
  ['q-new-user', 'consumer', ['community_post', 'support_email'], 'New user here. What\'s the best way to {how}?'],
  ['q-students', 'consumer', DIRECT, 'Do you offer a student discount?'],
  ['q-limits', 'business', CHAT, 'Is there a limit on how many users we can add on the Team plan?'],
  ['q-which-browser', 'any', CHAT, 'Which browsers do you officially support?'],
  ['q-thread', 'business', ['slack'], '{Person}: how do we {how} again?\n{person2}: I think it\'s under Settings, let me check'],
]

const PRAISE: Row[] = [
  ['p-love', 'any', ANY_KIND, 'Love {liked}!'],
  ['p-thanks-adding', 'any', ANY_KIND, 'Thanks for adding {np}, exactly what I needed!'],
  ['p-finally', 'any', ANY_KIND, 'Finally {np}! Been waiting for this, thank you.'],
  ['p-five-stars', 'consumer', ['app_review'], '5 stars. {Liked} is brilliant and it just works.'],
  ['p-best-app', 'consumer', REVIEW, 'Best app in its category, hands down. {Liked} is great.'],
  ['p-switched-from', 'any', ANY_KIND, 'Switched from {comp} last month and {product} is so much better. Love {liked}.'],
  ['p-support', 'any', DIRECT, 'Your support team sorted my problem in ten minutes. Amazing service, thank you!'],
  ['p-kudos', 'business', ['slack'], 'Kudos to the team, {liked} has saved us hours this week.'],
  ['p-customer-happy', 'business', ['slack', 'sales_note'], '{Cust} loved the demo, especially {liked}. Very happy customer.'],
  ['p-nps', 'any', ['nps'], '10 - {liked}, and it\'s reliable.'],
  ['p-nps-short', 'any', ['nps'], 'Great product, great team.'],
  ['p-well-done', 'any', ANY_KIND, 'Well done on {np}, it works really well.'],
  ['p-impressed', 'business', ['support_email', 'slack', 'community_post'], 'Really impressed with {liked}. Our whole team noticed.'],
  ['p-changed-life', 'consumer', REVIEW, 'This app changed how I work. {Liked} is perfect.'],
  ['p-just-works', 'any', ANY_KIND, 'Just wanted to say {product} just works. Thanks.'],
  ['p-fixed-thanks', 'any', DIRECT, 'The bug I reported last week is fixed, thanks for the quick turnaround!'],
  ['p-wish-found-earlier', 'any', ANY_KIND, 'I wish I had found {product} years ago. Love {liked}.'],
  ['p-recommend', 'any', ANY_KIND, 'Recommended {product} to my whole team. {Liked} is great.'],
  ['p-new-feature-great', 'any', ANY_KIND, 'The new {np} is great, thank you for listening to feedback!'],
  ['p-ticket-thanks', 'business', ['support_ticket', 'support_email'], 'Thank you {person} for the help on the call today, everything works now.'],
  ['p-community', 'any', ['community_post'], 'Shout out to the {product} team for {liked}. Super smooth.'],
]

const OTHER: Row[] = [
  ['o-ooo', 'business', ['support_email'], 'I\'m out of the office until {n} June with limited access to email. For urgent matters please contact {person}.'],
  ['o-invoice-attached', 'business', ['support_email', 'support_ticket'], 'Please find attached the signed order form for {n} seats.'],
  ['o-meeting', 'business', ['slack', 'support_email'], 'Can we move our call to Thursday at 3pm? Something came up.'],
  ['o-too-expensive', 'any', ANY_KIND, 'Too expensive for what it does. Cancelled.'],
  ['o-price-increase', 'any', ANY_KIND, 'Another price increase? Not happy about that.'],
  ['o-moving-to-comp', 'any', ANY_KIND, 'We\'re moving to {comp} next quarter, budget decision from above.'],
  ['o-ok', 'consumer', REVIEW, 'ok'],
  ['o-meh', 'consumer', REVIEW, 'meh'],
  ['o-its-fine', 'consumer', REVIEW, 'It\'s fine I guess.'],
  ['o-test', 'business', ['slack', 'support_ticket'], 'test message please ignore'],
  ['o-sales-churn', 'business', ['sales_note'], '{Cust} not renewing: company-wide budget freeze, nothing product related. Revisit in Q1.'],
  ['o-sales-signed', 'business', ['sales_note'], '{Cust} signed for {n} seats. Kickoff next Tuesday with {person}.'],
  ['o-sales-intro', 'business', ['sales_note'], 'Intro call with {cust}. They use {comp} today, contract ends in {n} months. Follow up in spring.'],
  ['o-ads', 'consumer', REVIEW, 'Way too many ads.'],
  ['o-uninstalled', 'consumer', REVIEW, 'Uninstalled. Not for me.'],
  ['o-nps-fine', 'any', ['nps'], 'no comment'],
  ['o-nps-noidea', 'any', ['nps'], 'Haven\'t used it enough to say.'],
  ['o-ticket-close', 'business', ['support_ticket', 'support_email'], 'You can close this ticket, we sorted it out internally.'],
  ['o-unsubscribe', 'any', ['support_email'], 'Please remove me from your mailing list.'],
  ['o-fyi-release', 'business', ['slack'], 'FYI the {product} release notes are out, link in the channel topic.'],
  ['o-reply-later', 'business', ['support_email', 'slack'], 'Thanks, I\'ll check with {person} and get back to you.'],
  ['o-gdpr-request', 'any', ['support_email', 'support_ticket'], 'Under GDPR I request a copy of all personal data you hold about me.'],
  ['o-wrong-app', 'consumer', REVIEW, 'Downloaded by mistake, thought it was {comp}.'],
  ['o-rant-company', 'consumer', REVIEW, 'Greedy company, everything costs money now.'],
  ['o-sales-pricing', 'business', ['sales_note'], '{Cust} wants a {n}% discount for a two-year term. Escalated to {person}.'],
  ['o-thread-lunch', 'business', ['slack'], '{Person}: who\'s joining the customer dinner with {cust} tomorrow?\n{person2}: me and {person}'],
  ['o-account-change', 'business', ['support_email'], 'Our billing contact has changed to {person}, please update your records.'],
  ['o-community-intro', 'any', ['community_post'], 'Hi all, new here! Just started using {product} for our small team.'],
  ['o-nps-depends', 'any', ['nps'], 'Depends on the day.'],
  ['o-spam', 'any', ['support_email', 'community_post'], 'We offer SEO services to grow your traffic by 300%, reply for a free audit.'],
]

const TEMPLATES: Template[] = [
  ...[
    ['feature_request', FEATURE_REQUESTS],
    ['bug', BUGS],
    ['question', QUESTIONS],
    ['praise', PRAISE],
    ['other', OTHER],
  ].flatMap(([label, rows]) =>
    (rows as Row[]).map(([id, audience, kinds, text]) => ({ id, label: label as FeedbackLabel, audience, kinds, text })),
  ),
]

/** How many messages each template of a label yields (so that labels keep realistic proportions). */
const PER_TEMPLATE: Record<FeedbackLabel, number> = { feature_request: 13, bug: 15, question: 14, praise: 14, other: 11 }

const random = seededRandom(20261126)
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

function fill(template: Template, domain: ProductDomain, product: string): string {
  const ask = pick(domain.asks)
  const others = domain.asks.filter((other) => other !== ask)
  const bug = pick(domain.bugs)
  const person = pick(PEOPLE)
  const values: Record<string, string> = {
    np: ask.np,
    vp: ask.vp,
    np2: pick(others).np,
    comp: pick(domain.competitors),
    product,
    cust: pick(CUSTOMERS),
    person,
    person2: pick(PEOPLE.filter((other) => other !== person)),
    bug,
    bug2: pick(domain.bugs.filter((other) => other !== bug)),
    how: pick(domain.howTo),
    liked: pick(domain.liked),
    n: String(pick([5, 12, 20, 30, 45, 60, 90, 150, 300])),
  }
  return template.text.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key.toLowerCase()] ?? ''
    return key[0] === key[0]?.toUpperCase() ? capitalise(value) : value
  })
}

const SIGN_OFFS = ['Thanks', 'Thanks!', 'Cheers', 'Best regards', 'Kind regards', 'Many thanks']
const REVIEW_TITLES: Record<FeedbackLabel, string[]> = {
  feature_request: ['Almost perfect', 'Good but', 'Suggestion', 'Needs one thing', 'Please read devs'],
  bug: ['Broken', 'Crashes', 'Fix this', 'Terrible update', 'Not working'],
  question: ['Question', 'Help', 'How?'],
  praise: ['Excellent', 'Love it', 'Great app', 'Perfect', 'Five stars'],
  other: ['Meh', 'Disappointed', 'Review', 'Hmm'],
}

/** The framing a source puts around the message: an email's greeting and signature, a ticket's subject, a review's title. */
function wrap(body: string, kind: SourceKind, label: FeedbackLabel, product: string): string {
  const roll = random()
  switch (kind) {
    case 'support_email':
      return roll < 0.6 ? `${pick(['Hi', 'Hello', 'Dear', 'Hey'])} ${product} team,\n\n${body}\n\n${pick(SIGN_OFFS)},\n${pick(PEOPLE)}` : body
    case 'support_ticket':
      return roll < 0.5 ? `Subject: ${pick(['Re: ', '', ''])}${product} ${pick(['issue', 'request', 'question', 'feedback', 'help'])}\n\n${body}` : body
    case 'app_review':
      return roll < 0.3 ? `${pick(REVIEW_TITLES[label])} ${body}` : body
    case 'nps':
      return roll < 0.4 && body.length > 12 ? `${pick(label === 'praise' ? ['9', '10'] : label === 'bug' ? ['2', '4', '5'] : ['6', '7', '8'])} - ${body}` : body
    case 'slack':
      return roll < 0.25 ? `${pick(['hey team, ', '@here ', 'quick one: ', 'fyi ', ''])}${body}` : body
    case 'sales_note':
      return roll < 0.4 ? `Call notes (${pick(CUSTOMERS)}, ${pick(['VP Ops', 'IT lead', 'Head of Finance', 'CTO', 'Procurement'])}): ${body}` : body
    case 'community_post':
      return body
  }
}

/** Informal spelling, as people type on phones and in chat: lower case, dropped apostrophes, "u", a swapped pair. */
function informal(text: string): string {
  let out = text.toLowerCase().replace(/'/g, '').replace(/\byou\b/g, () => (random() < 0.5 ? 'u' : 'you')).replace(/\bplease\b/g, 'pls')
  const words = out.split(' ')
  const i = Math.floor(random() * words.length)
  const word = words[i] ?? ''
  if (word.length > 4) {
    const j = 1 + Math.floor(random() * (word.length - 3))
    words[i] = word.slice(0, j) + word[j + 1] + word[j] + word.slice(j + 2)
  }
  out = words.join(' ')
  return out.replace(/[.!]$/, '')
}

interface ComposedRow {
  text: string
  label: FeedbackLabel
  source_kind: SourceKind
  product: string
  template: string
}

const rows = new Map<string, ComposedRow>()
for (const template of TEMPLATES) {
  const domains = DOMAINS.filter((domain) => template.audience === 'any' || domain.audience === template.audience)
  const target = PER_TEMPLATE[template.label]
  for (let attempt = 0, made = 0; made < target && attempt < target * 4; attempt++) {
    const domain = pick(domains)
    const kind = pick(template.kinds)
    const product = pick(domain.products)
    let text = wrap(fill(template, domain, product), kind, template.label, product)
    if (['app_review', 'slack', 'nps', 'community_post'].includes(kind) && random() < 0.25) text = informal(text)
    text = capitalise(text)
    if (rows.has(text)) continue
    rows.set(text, { text, label: template.label, source_kind: kind, product: domain.kind, template: template.id })
    made++
  }
}

const outDir = path.join(repoRoot, 'server/ai/data/customer-messages')
mkdirSync(outDir, { recursive: true })
const byKind = new Map<SourceKind, ComposedRow[]>()
for (const row of rows.values()) byKind.set(row.source_kind, [...(byKind.get(row.source_kind) ?? []), row])
for (const [kind, kindRows] of [...byKind.entries()].sort()) {
  writeFileSync(path.join(outDir, `composed-${kind.replace('_', '-')}.jsonl`), kindRows.map((row) => JSON.stringify(row)).join('\n') + '\n')
  console.info(`composed-${kind}: ${kindRows.length}`)
}
console.info(`${rows.size} messages from ${TEMPLATES.length} templates`)
