import type { AiProvider, CallOptions } from '../provider'
import type { ItemAnalysis } from './types'

/** Stage 3 for the given analyses: the request each makes (its first words when the provider finds no clause). */
export async function extractRequests(
  analyses: readonly ItemAnalysis[],
  names: readonly string[],
  provider: AiProvider,
  call: CallOptions,
): Promise<void> {
  const extractions =
    analyses.length > 0
      ? await provider.extract(
          analyses.map((analysis) => ({ text: analysis.text, names })),
          call,
        )
      : []
  analyses.forEach((analysis, k) => {
    const extraction = extractions[k] ?? { title: '', request: '' }
    analysis.extraction = extraction.request
      ? extraction
      : { title: extraction.title, request: firstWords(analysis.text, 40) }
  })
}

function firstWords(text: string, count: number): string {
  return text.split(/\s+/).slice(0, count).join(' ')
}
