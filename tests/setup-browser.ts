// React Aria's Virtualizer renders every row when NODE_ENV is 'test' (meant for jsdom, which has no layout) unless
// `process.env.VIRT_ON` is set, and reads it from a `process` the browser does not have. Chromium has layout: the
// story tests virtualise as the app does.
const shim = globalThis as { process?: { env: Record<string, string> } }
shim.process ??= { env: {} }
shim.process.env.VIRT_ON = 'true'
