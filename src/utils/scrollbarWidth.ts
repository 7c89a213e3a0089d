let cached: number | undefined;

/** Width of a classic scrollbar in this browser (0 where scrollbars overlay the content, as on phones). */
export function scrollbarWidth(): number {
  if (cached !== undefined) return cached;
  const probe = document.createElement('div');
  probe.style.cssText = 'position:absolute;top:-9999px;width:100px;height:100px;overflow-y:scroll';
  document.body.appendChild(probe);
  cached = Math.max(0, probe.offsetWidth - probe.clientWidth);
  probe.remove();
  return cached;
}
