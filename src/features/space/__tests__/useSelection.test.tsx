import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { DragSelectionBox } from '../components/DragSelectionBox';
import { useSelection } from '../hooks/useSelection';
import { idRange, passedDragThreshold } from '../selection';

const IDS = [1, 2, 3, 4, 5];

/** jsdom has no PointerEvent: a MouseEvent with the pointer fields the hook reads. */
class TestPointerEvent extends MouseEvent {
  pointerId: number;
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}
const hadPointerEvent = 'PointerEvent' in window;
beforeAll(() => {
  if (!hadPointerEvent) Object.assign(window, { PointerEvent: TestPointerEvent });
});
afterAll(() => {
  if (!hadPointerEvent) delete (window as { PointerEvent?: unknown }).PointerEvent;
});

/** A row of 100 × 100 px items, 10 px apart: item n spans x = (n-1)·110 … +100, y = 0 … 100. */
function placeItems() {
  for (const option of screen.getAllByRole('option')) {
    const index = IDS.indexOf(Number(option.dataset.selectionId));
    const left = index * 110;
    option.getBoundingClientRect = () =>
      ({ left, right: left + 100, top: 0, bottom: 100, x: left, y: 0, width: 100, height: 100 }) as DOMRect;
  }
}

function Grid({ ids = IDS, onOpen = () => {} }: { ids?: number[]; onOpen?: (id: number) => void }) {
  const selection = useSelection(ids);
  return (
    <>
      <div role="listbox" aria-label="Items" aria-multiselectable tabIndex={0} {...selection.containerProps}>
        {ids.map((id) => (
          <div
            key={id}
            role="option"
            tabIndex={0}
            {...selection.itemProps(id)}
            onClick={(event) => {
              if (!selection.handleItemClick(id, event)) onOpen(id);
            }}
          >
            Item {id}
          </div>
        ))}
      </div>
      <p>{selection.count} selected</p>
      <p>{selection.dragBox ? 'dragging' : 'idle'}</p>
      <div data-testid="box-layer">
        <DragSelectionBox box={selection.dragBox} />
      </div>
    </>
  );
}

const option = (id: number) => screen.getByRole('option', { name: `Item ${id}` });
const selectedNames = () =>
  screen
    .getAllByRole('option')
    .filter((element) => element.getAttribute('aria-selected') === 'true')
    .map((element) => element.textContent);

function pointer(type: 'pointerDown' | 'pointerMove' | 'pointerUp', x: number, y: number, init = {}) {
  fireEvent[type](screen.getByRole('listbox'), { clientX: x, clientY: y, button: 0, pointerId: 1, ...init });
}

describe('selection geometry', () => {
  it('counts a drag only after more than 3 px', () => {
    expect(passedDragThreshold({ x: 10, y: 10 }, { x: 13, y: 13 })).toBe(false);
    expect(passedDragThreshold({ x: 10, y: 10 }, { x: 14, y: 10 })).toBe(true);
    expect(passedDragThreshold({ x: 10, y: 10 }, { x: 10, y: 6 })).toBe(true);
  });

  it('gives ranges in list order either way', () => {
    expect(idRange(IDS, 2, 4)).toEqual([2, 3, 4]);
    expect(idRange(IDS, 4, 2)).toEqual([2, 3, 4]);
    expect(idRange(IDS, null, 3)).toEqual([3]);
  });
});

describe('useSelection', () => {
  it('leaves a plain click to the caller while nothing is selected', async () => {
    const user = userEvent.setup();
    const onOpen = jest.fn();
    render(<Grid onOpen={onOpen} />);
    await user.click(option(2));
    expect(onOpen).toHaveBeenCalledWith(2);
    expect(selectedNames()).toEqual([]);
  });

  it('toggles with Ctrl/Cmd-click, then plain clicks toggle; Shift-click adds a range', async () => {
    const user = userEvent.setup();
    const onOpen = jest.fn();
    render(<Grid onOpen={onOpen} />);
    await user.keyboard('{Control>}');
    await user.click(option(2));
    await user.keyboard('{/Control}');
    expect(selectedNames()).toEqual(['Item 2']);
    await user.keyboard('{Shift>}');
    await user.click(option(4));
    await user.keyboard('{/Shift}');
    expect(selectedNames()).toEqual(['Item 2', 'Item 3', 'Item 4']);
    await user.click(option(3));
    expect(selectedNames()).toEqual(['Item 2', 'Item 4']);
    await user.keyboard('{Meta>}');
    await user.click(option(5));
    await user.keyboard('{/Meta}');
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('Space toggles the focused item, Ctrl/Cmd+A selects all loaded, Escape clears', async () => {
    const user = userEvent.setup();
    render(<Grid />);
    act(() => option(3).focus());
    await user.keyboard(' ');
    expect(selectedNames()).toEqual(['Item 3']);
    await user.keyboard(' ');
    expect(selectedNames()).toEqual([]);
    await user.keyboard('{Control>}a{/Control}');
    expect(screen.getByText('5 selected')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    await user.keyboard('{Meta>}a{/Meta}');
    expect(screen.getByText('5 selected')).toBeInTheDocument();
  });

  it('selects what a drag box touches, only after the 3 px threshold, and swallows the click that ends it', () => {
    const onOpen = jest.fn();
    render(<Grid onOpen={onOpen} />);
    placeItems();
    pointer('pointerDown', 50, 50);
    pointer('pointerMove', 53, 53);
    expect(screen.getByText('idle')).toBeInTheDocument();
    expect(selectedNames()).toEqual([]);
    pointer('pointerMove', 240, 60);
    expect(screen.getByText('dragging')).toBeInTheDocument();
    expect(screen.getByTestId('box-layer').firstElementChild).toHaveStyle({
      left: '50px',
      top: '50px',
      width: '190px',
      height: '10px',
    });
    expect(selectedNames()).toEqual(['Item 1', 'Item 2', 'Item 3']);
    pointer('pointerMove', 150, 60);
    expect(selectedNames()).toEqual(['Item 1', 'Item 2']);
    pointer('pointerUp', 150, 60);
    fireEvent.click(option(2));
    expect(onOpen).not.toHaveBeenCalled();
    expect(selectedNames()).toEqual(['Item 1', 'Item 2']);
    expect(screen.getByText('idle')).toBeInTheDocument();
    expect(screen.getByTestId('box-layer')).toBeEmptyDOMElement();
  });

  it('a press that moves 3 px or less stays a click', () => {
    const onOpen = jest.fn();
    render(<Grid onOpen={onOpen} />);
    placeItems();
    pointer('pointerDown', 50, 50);
    pointer('pointerMove', 52, 47);
    pointer('pointerUp', 52, 47);
    fireEvent.click(option(1));
    expect(onOpen).toHaveBeenCalledWith(1);
  });

  it('adds to the selection when the drag starts with Shift or Ctrl held; touch drags scroll instead', () => {
    render(<Grid />);
    placeItems();
    pointer('pointerDown', 460, 50);
    pointer('pointerMove', 470, 60);
    pointer('pointerUp', 470, 60);
    expect(selectedNames()).toEqual(['Item 5']);
    pointer('pointerDown', 10, 50, { ctrlKey: true });
    pointer('pointerMove', 20, 60, { ctrlKey: true });
    pointer('pointerUp', 20, 60);
    expect(selectedNames()).toEqual(['Item 1', 'Item 5']);
    pointer('pointerDown', 10, 50, { pointerType: 'touch' });
    pointer('pointerMove', 300, 60, { pointerType: 'touch' });
    expect(selectedNames()).toEqual(['Item 1', 'Item 5']);
  });

  it('drops items that leave the list', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Grid />);
    await user.keyboard('{Control>}');
    await user.click(option(2));
    await user.click(option(4));
    await user.keyboard('{/Control}');
    rerender(<Grid ids={[1, 3, 4, 5]} />);
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });
});
