import { useMemo } from 'react';
import { EVENTS, ACTIONS, Joyride, STATUS, type EventData, type Step } from 'react-joyride';
import {
  TOUR_PRIMARY_COLOR,
  TOUR_PRIMARY_TEXT,
  TOUR_STYLED_TOOLTIP_WIDTH,
  TOUR_TOOLTIP_WIDTH,
  TOUR_SCROLL_OFFSET,
  TOUR_Z_INDEX,
} from '../constants';
import { useTourT } from '../i18n';
import { TOUR_STEPS } from '../steps';
import { TourTooltip } from './TourTooltip';

export interface TourJoyrideProps {
  stepIndex: number;
  reducedMotion: boolean;
  /** `custom` (the app's tooltip, 320 px) or `styled` (the library's tooltip, styled, 380 px). */
  variant?: 'custom' | 'styled';
  onNext: () => void;
  onPrev: () => void;
  onEnd: () => void;
  onTargetLost: () => void;
}

/**
 * react-joyride 3 in controlled mode, shown only once the step's target exists (the runner waits for
 * it). Part of the lazy chunk of `TourRunner`: the library loads when a tour starts, never for the first page.
 */
export default function TourJoyride(props: TourJoyrideProps) {
  const { stepIndex, reducedMotion, variant = 'custom' } = props;
  const { onNext, onPrev, onEnd, onTargetLost } = props;

  const t = useTourT();
  const steps = useMemo<Step[]>(
    () =>
      TOUR_STEPS.map((step) => ({
        id: step.id,
        target: step.target,
        placement: step.placement,
        title: t(step.title),
        content: t(step.content),
        skipBeacon: true,
      })),
    [t],
  );

  const onEvent = (data: EventData) => {
    if (data.type === EVENTS.TARGET_NOT_FOUND) {
      onTargetLost();
    } else if (data.type === EVENTS.STEP_AFTER) {
      if (data.action === ACTIONS.NEXT) onNext();
      else if (data.action === ACTIONS.PREV) onPrev();
      else if (data.action === ACTIONS.CLOSE || data.action === ACTIONS.SKIP) onEnd();
    } else if (data.type === EVENTS.TOUR_END && data.status === STATUS.SKIPPED) {
      onEnd();
    }
  };

  const styled = variant === 'styled';
  return (
    <Joyride
      run
      continuous
      stepIndex={stepIndex}
      steps={steps}
      onEvent={onEvent}
      // Spec 3 §9's locale: 'prev', 'close', 'over', 'Next' in English, skip in Chinese (an English rendering in English).
      locale={{
        back: t('tour.prev'),
        close: t('tour.close'),
        last: t('tour.over'),
        next: t('tour.next'),
        skip: t('tour.skip'),
      }}
      tooltipComponent={styled ? undefined : TourTooltip}
      // The tooltip stays inside the window: next to a target taller than a phone's screen (the collection)
      // neither side has room, and it used to sit above the top edge.
      floatingOptions={{ shiftOptions: { crossAxis: true, padding: 8 } }}
      options={{
        buttons: ['back', 'close', 'primary', 'skip'],
        skipBeacon: true,
        closeButtonAction: 'close',
        overlayClickAction: 'close',
        dismissKeyAction: 'close',
        primaryColor: TOUR_PRIMARY_COLOR,
        zIndex: TOUR_Z_INDEX,
        width: styled ? TOUR_STYLED_TOOLTIP_WIDTH : TOUR_TOOLTIP_WIDTH,
        scrollDuration: reducedMotion ? 0 : 300,
        // A target is scrolled to below the sticky header, not under it (at 390 px the marketing tabs of steps
        // 6–8 ended behind it and the spotlight showed a blank box).
        scrollOffset: TOUR_SCROLL_OFFSET,
      }}
      styles={{
        floater: reducedMotion ? { transition: 'none' } : {},
        // The brand blue behind white text is 4.0:1; the library's own buttons take the accessible shade.
        buttonPrimary: { backgroundColor: TOUR_PRIMARY_TEXT },
        buttonBack: { color: TOUR_PRIMARY_TEXT },
      }}
    />
  );
}
