/** Where a screen's data stands: the loading skeletons, the data, or the error with a way to try again. */
export type LoadStatus = 'loading' | 'loaded' | 'failed'
