/**
 * jsdom lacks the layout APIs that Ark's floating parts (select, menu, tooltip) call: ResizeObserver and
 * Element.scrollTo. Call this at the top of tests of components with a positioned popup.
 */
export function installFloatingPolyfills(): void {
  if (!('ResizeObserver' in globalThis)) {
    globalThis.ResizeObserver = class ResizeObserver {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
  }
  if (!Element.prototype.scrollTo) {
    Element.prototype.scrollTo = function scrollTo(): void {}
  }
  if (!Element.prototype.scrollIntoView) {
    Element.prototype.scrollIntoView = function scrollIntoView(): void {}
  }
}
