/**
 * A provider module for the analysis worker threads in tests (AnalysisWorkerOptions.providerModule): the real
 * providers, with faults on purpose. The local provider throws on a text containing ALWAYS_FAILS and never returns on
 * one containing NEVER_ENDS (a busy loop: only the item's time budget stops it); the remote one gives up on its first
 * failed call, so a test of an unreachable endpoint is quick.
 */
import { createAiProvider as createRealProvider, type AiSettings } from '../ai'
import type { AiInput, AiProvider } from '../ai/provider'

export const ALWAYS_FAILS = 'alwaysfailsmarker'
export const NEVER_ENDS = 'neverendsmarker'
export const FAULTS_MODULE = new URL(import.meta.url)

export function createAiProvider(settings: AiSettings): AiProvider {
  if (settings.aiProvider !== 'local') return createRealProvider(settings, { maxAttempts: 1, timeoutMs: 2000 })
  const real = createRealProvider(settings)
  return {
    name: real.name,
    stableEmbeddings: real.stableEmbeddings,
    async classify(inputs: readonly AiInput[]) {
      for (const { text } of inputs) {
        if (text.includes(ALWAYS_FAILS)) throw new Error('The test provider always fails on this text.')
        if (text.includes(NEVER_ENDS)) for (;;);
      }
      return real.classify(inputs)
    },
    extract: (inputs) => real.extract(inputs),
    embed: (inputs, options) => real.embed(inputs, options),
    nameClusters: (clusters) => real.nameClusters(clusters),
    placeInThemes: (features, themes, options) => real.placeInThemes(features, themes, options),
    previewRequests: (inputs, themes) => real.previewRequests(inputs, themes),
  }
}
