import { BarChart3, Layers, MessageSquare, Sparkles, Users, Workflow } from 'lucide-react'
import { Button } from '../../src/components/Button'
import { CtaBand, FeatureCardGrid, Hero, StatsBand, Testimonials } from '../../src/components/marketing'
import { AppLink } from '../navigation/AppLink'
import { productName } from '../product'
import { paths } from '../routes/paths'

const stats = [
  { value: '95%', label: 'Requests captured automatically' },
  { value: '10k+', label: 'Feedback messages analysed' },
  { value: '50+', label: 'Product teams in the beta' },
  { value: '4.9', label: 'Average rating from teams' },
] as const

const capabilities = [
  {
    icon: <MessageSquare size={28} />,
    title: 'Collect from Slack and email',
    description: 'Connect Slack channels and Gmail; every customer message lands in one place.',
  },
  {
    icon: <Sparkles size={28} />,
    title: 'AI finds the requests',
    description: 'An offline AI extracts, categorises and de-duplicates feature requests, quoting every source.',
  },
  {
    icon: <Layers size={28} />,
    title: 'Themes, not noise',
    description: 'Related features are grouped into themes so you see the bigger picture.',
  },
  {
    icon: <BarChart3 size={28} />,
    title: 'Ranked by what matters',
    description: 'Mention frequency, impact and urgency combine into a priority you can explain.',
  },
  {
    icon: <Workflow size={28} />,
    title: 'Status tracking',
    description: 'Move features from backlog to completed and keep everyone on the same page.',
  },
  {
    icon: <Users size={28} />,
    title: 'Assign and discuss',
    description: 'Assign features to team members and talk them through in comments.',
  },
] as const

const testimonials = [
  {
    quote: 'We stopped losing requests in Slack threads. Planning meetings now start from evidence.',
    name: 'Maya Chen',
    role: 'Head of Product, Lumen',
  },
  {
    quote: 'The ranking tells us why a feature is on top. That explanation alone won over our engineers.',
    name: 'Daniel Okafor',
    role: 'Product Manager, Fieldnote',
  },
  {
    quote: 'Self-hosted, offline AI and no per-credit pricing. It was an easy yes for security.',
    name: 'Sofia Marquez',
    role: 'CTO, Harbor Health',
  },
] as const

export default function LandingPage() {
  return (
    <>
      <Hero
        eyebrow="Beta · Free for early adopters"
        title="Turn customer feedback into a ranked feature backlog"
        subtitle={`${productName} reads your Slack channels and email, finds the feature requests, merges repeats into one feature with every quote as evidence, and ranks them by frequency, impact and urgency.`}
        actions={
          <>
            <Button asChild size="lg">
              <AppLink to={paths.register}>Start Free Trial</AppLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <AppLink to={paths.login}>View Demo</AppLink>
            </Button>
          </>
        }
        note="No credit card required · SOC2-ready self-hosting"
      />
      <StatsBand stats={stats} />
      <FeatureCardGrid
        title="Everything product teams need to listen at scale"
        subtitle="From the first Slack message to a shipped feature."
        items={capabilities}
      />
      <Testimonials title="Loved by product teams" items={testimonials} />
      <CtaBand
        title="Ready to hear every customer?"
        subtitle="Connect your first Slack workspace in minutes."
        actions={
          <Button asChild size="lg" palette="secondary">
            <AppLink to={paths.register}>Get Started Free</AppLink>
          </Button>
        }
      />
    </>
  )
}
