import {
  useCallback,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { SELECTION_ID_ATTRIBUTE } from '../constants';
import { boxFromPoints, idRange, intersects, passedDragThreshold, type Box, type Point } from '../selection';

interface DragState {
  start: Point;
  pointerId: number;
  additive: boolean;
  base: ReadonlySet<string>;
  active: boolean;
}

const isModifier = (event: { ctrlKey: boolean; metaKey: boolean }) => event.ctrlKey || event.metaKey;
const isFormField = (target: EventTarget | null) =>
  target instanceof Element && Boolean(target.closest('input, textarea, select, [contenteditable="true"]'));

/** Ctrl/Cmd+A selects everything loaded; Escape clears (when `clear` is given: something is selected). */
const selectionKeys =
  (selectAll: () => void, clear: (() => void) | undefined) => (event: KeyboardEvent<HTMLElement>) => {
    if (isFormField(event.target)) return;
    if (event.key.toLowerCase() === 'a' && isModifier(event)) {
      event.preventDefault();
      selectAll();
    } else if (event.key === 'Escape' && clear) {
      event.preventDefault();
      clear();
    }
  };

/** The loaded items whose element the box touches, by their string key. */
const hitsIn = (container: HTMLElement, box: Box, byKey: ReadonlyMap<string, unknown>): string[] =>
  Array.from(container.querySelectorAll<HTMLElement>(`[${SELECTION_ID_ATTRIBUTE}]`))
    .filter((element) => intersects(box, element.getBoundingClientRect()))
    .map((element) => element.getAttribute(SELECTION_ID_ATTRIBUTE)!)
    .filter((key) => byKey.has(key));

/**
 * The drag box: a mouse press becomes a drag after 3 px; the items it touches are picked (added to what was
 * picked when Shift or Ctrl/Cmd was held). Returns the box while a drag is on and the container's pointer handlers.
 */
function useDragBox(
  byKey: ReadonlyMap<string, unknown>,
  selected: ReadonlySet<string>,
  setPicked: (picked: ReadonlySet<string>) => void,
) {
  const [dragBox, setDragBox] = useState<Box | null>(null);
  const drag = useRef<DragState | null>(null);
  const suppressClick = useRef(false);
  const pointerProps = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0 || event.pointerType === 'touch' || isFormField(event.target)) return;
      drag.current = {
        start: { x: event.clientX, y: event.clientY },
        pointerId: event.pointerId,
        additive: event.shiftKey || isModifier(event),
        base: selected,
        active: false,
      };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const state = drag.current;
      if (!state) return;
      const point = { x: event.clientX, y: event.clientY };
      if (!state.active) {
        if (!passedDragThreshold(state.start, point)) return;
        state.active = true;
        event.currentTarget.setPointerCapture?.(state.pointerId);
      }
      const box = boxFromPoints(state.start, point);
      setDragBox(box);
      const inBox = hitsIn(event.currentTarget, box, byKey);
      setPicked(new Set(state.additive ? [...state.base, ...inBox] : inBox));
    },
    onPointerUp: () => {
      if (drag.current?.active) suppressClick.current = true;
      drag.current = null;
      setDragBox(null);
    },
    onPointerCancel: () => {
      drag.current = null;
      setDragBox(null);
    },
    // The click that ends a drag must not open the item under the pointer.
    onClickCapture: (event: MouseEvent) => {
      if (!suppressClick.current) return;
      suppressClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
  return { dragBox, pointerProps };
}

/**
 * Selecting items of a loaded list (the personal space's bulk download): a drag box (a mouse press becomes a
 * drag after 3 px), Ctrl/Cmd-click toggles, Shift-click adds the range from the last clicked item, Space
 * toggles the focused item, Ctrl/Cmd+A selects everything loaded and Escape clears. While anything is selected
 * a plain click toggles too; otherwise it is left to the caller (who opens the item).
 *
 * Spread `containerProps` on the list and `itemProps(id)` on each item. Ids are compared as strings, so
 * numbers and strings both work; items that leave the list leave the selection.
 */
export function useSelection<T extends string | number>(ids: readonly T[]) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set());
  const anchor = useRef<T | null>(null);

  const byKey = useMemo(() => new Map(ids.map((id) => [String(id), id])), [ids]);
  const selectedIds = useMemo(() => ids.filter((id) => picked.has(String(id))), [ids, picked]);
  const selected = useMemo(() => new Set(selectedIds.map(String)), [selectedIds]);
  const { dragBox, pointerProps } = useDragBox(byKey, selected, setPicked);

  const isSelected = useCallback((id: T) => selected.has(String(id)), [selected]);
  const clear = useCallback(() => {
    anchor.current = null;
    setPicked(new Set());
  }, []);
  const selectAll = useCallback(() => setPicked(new Set(byKey.keys())), [byKey]);
  const toggle = useCallback((id: T) => {
    anchor.current = id;
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(String(id))) next.delete(String(id));
      else next.add(String(id));
      return next;
    });
  }, []);

  /** Returns true when the click changed the selection (the caller then does not open the item). */
  const handleItemClick = useCallback(
    (id: T, event: MouseEvent | KeyboardEvent): boolean => {
      if (event.shiftKey) {
        const range = idRange(ids, anchor.current, id).map(String);
        setPicked((current) => new Set([...current, ...range]));
        anchor.current = id;
        return true;
      }
      if (isModifier(event) || selected.size > 0) {
        toggle(id);
        return true;
      }
      return false;
    },
    [ids, selected, toggle],
  );

  const itemProps = useCallback(
    (id: T) => ({
      [SELECTION_ID_ATTRIBUTE]: String(id),
      'aria-selected': selected.has(String(id)),
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === ' ' && !isFormField(event.target)) {
          event.preventDefault();
          toggle(id);
        }
      },
    }),
    [selected, toggle],
  );

  const containerProps = {
    onKeyDown: selectionKeys(selectAll, selected.size > 0 ? clear : undefined),
    ...pointerProps,
  };

  return {
    selectedIds,
    count: selectedIds.length,
    isSelected,
    toggle,
    clear,
    selectAll,
    handleItemClick,
    itemProps,
    containerProps,
    /** The drag box in viewport coordinates while a drag is on, for drawing it. */
    dragBox,
  };
}
