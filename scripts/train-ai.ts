/**
 * `npm run train`: builds the local provider's models into server/ai/models/ (see MODELS.md there).
 *
 * - classifier.json: the five-way feedback classifier (feature_request, bug, question, praise, other), hashed
 *   features + int8 weights, from Headway's own examples (server/ai/data/feedback-examples.jsonl,
 *   training-examples.jsonl and the training part of customer-messages/, weight 2), the
 *   Tizard et al. forum sentences (CC BY) and the NLBSE'24 issues (no licence: only hashed numeric weights, which
 *   cannot reproduce its text; pass --without-nlbse24 to leave it out).
 * - embedding-idf.json: background document frequencies (by hash bucket) for the matching/clustering vectors, from
 *   licensed text only: Headway's examples, Tizard (CC BY) and the app reviews of Ciurumelea et al. (MIT).
 *   Banking77 and GitBugs are left out: they are the evaluation sets for clustering and duplicates.
 *
 * Deterministic: the same data gives byte-identical files.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { documentFrequencies, serialiseFrequencies } from '../server/ai/embed'
import { normalise } from '../server/ai/normalise'
import { trainClassifier, type TrainingExample } from '../server/ai/train'
import { headwayTrainingExamples, loadHeadwayExamples, loadNlbse, loadTizard, loadUrr, repoRoot } from './lib/ai-data'

const withoutNlbse = process.argv.includes('--without-nlbse24')
const modelsDir = path.join(repoRoot, 'server/ai/models')
mkdirSync(modelsDir, { recursive: true })

const started = Date.now()
const headway = loadHeadwayExamples()
const tizard = loadTizard().filter((row) => row.raw !== 'ambiguous')
const nlbse = withoutNlbse ? [] : loadNlbse()
const examples: TrainingExample[] = [
  ...headwayTrainingExamples(),
  ...tizard.map((row) => ({ text: normalise(row.text), label: row.label, weight: 1, source: 'tizard2019' })),
  ...nlbse.map((row) => ({ text: normalise(row.text), label: row.label, weight: 1, source: 'nlbse24' })),
].filter((example) => example.text.length > 0)

console.info(`Training the classifier on ${examples.length} examples...`)
const { serialised } = trainClassifier(examples)
const classifierFile = path.join(modelsDir, 'classifier.json')
writeFileSync(classifierFile, `${JSON.stringify(serialised)}\n`)

const backgroundTexts = [...headway.map((row) => row.text), ...tizard.map((row) => row.text), ...loadUrr().map((row) => row.text)].map(
  normalise,
)
const frequencies = serialiseFrequencies(documentFrequencies(backgroundTexts))
const idfFile = path.join(modelsDir, 'embedding-idf.json')
writeFileSync(idfFile, `${JSON.stringify(frequencies)}\n`)

const size = (file: string) => `${(statSync(file).size / 1024).toFixed(0)} KiB`
console.info(`  classifier.json      ${size(classifierFile)}  trained on ${JSON.stringify(serialised.trainedOn)}, temperature ${serialised.model.temperature}`)
console.info(`  embedding-idf.json   ${size(idfFile)}  ${frequencies.documents} documents`)
console.info(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
