import { RequestExamples, type CompanyExamples } from '../company-layer'
import type { AiProvider, CallOptions } from '../provider'
import { extractRequests } from './extract-requests'
import { asksForFeature, callOptions, type PipelineOptions } from './options'
import type { ItemAnalysis } from './types'

/** Stage 2: the provider classifies every item with text left (feature request, bug, question, praise or other). */
export async function classifyItems(
  analyses: readonly ItemAnalysis[],
  names: readonly string[],
  provider: AiProvider,
  call: CallOptions,
): Promise<void> {
  const present = analyses.filter((analysis) => analysis.text !== '')
  const classifications =
    present.length > 0
      ? await provider.classify(
          present.map((analysis) => ({ text: analysis.text, names })),
          call,
        )
      : []
  present.forEach((analysis, k) => {
    analysis.classification = classifications[k] ?? null
  })
}

/**
 * The company's layer over the classification (company-layer.ts): a message very close to one the team labelled
 * takes the team's label, so a request the model missed is extracted now and a text the team said asks for nothing
 * is no request.
 */
export async function followTeamLabels(
  analyses: readonly ItemAnalysis[],
  examples: CompanyExamples['requests'],
  names: readonly string[],
  provider: AiProvider,
  options: PipelineOptions,
): Promise<void> {
  if (examples.length === 0) return
  const team = RequestExamples.of(examples)
  const newRequests: ItemAnalysis[] = []
  for (const analysis of analyses) {
    if (!analysis.classification) continue
    const followed = team.follow(analysis.text, analysis.classification)
    if (followed === analysis.classification) continue
    analysis.classification = followed
    if (!asksForFeature(followed, options)) analysis.extraction = null
    else if (!analysis.extraction) newRequests.push(analysis)
  }
  await extractRequests(newRequests, names, provider, callOptions(options))
}
