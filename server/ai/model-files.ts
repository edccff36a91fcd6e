/**
 * The local provider's shipped models (server/ai/models/, written by `npm run train`, described in MODELS.md), loaded
 * once on first use.
 */
import { readFileSync } from 'node:fs'
import { FeedbackClassifier, type SerialisedClassifier } from './classify'
import { deserialiseFrequencies, type DocumentFrequencies, type SerialisedFrequencies } from './embed'

export const CLASSIFIER_FILE = new URL('./models/classifier.json', import.meta.url)
export const EMBEDDING_IDF_FILE = new URL('./models/embedding-idf.json', import.meta.url)

let classifier: FeedbackClassifier | undefined
let background: DocumentFrequencies | undefined

function readModel<T>(file: URL): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`The local AI model ${file.pathname} is missing: run \`npm run train\` to build it.`, {
        cause: error,
      })
    }
    throw error
  }
}

export function loadClassifier(): FeedbackClassifier {
  classifier ??= FeedbackClassifier.fromJson(readModel<SerialisedClassifier>(CLASSIFIER_FILE))
  return classifier
}

export function loadEmbeddingBackground(): DocumentFrequencies {
  background ??= deserialiseFrequencies(readModel<SerialisedFrequencies>(EMBEDDING_IDF_FILE))
  return background
}
