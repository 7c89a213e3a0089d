import { useCallback, useEffect, useRef, useState } from 'react';
import type { FunctionKey } from '@/api/types';
import { useAppDispatch } from '@/app/hooks';
import type { AppDispatch } from '@/app/store';
import { isNotEnoughCredits, useGenerateCost, type GenerateCostOptions } from '@/hooks/useGenerateCost';
import { useSignInPrompt } from '@/hooks/useSignInPrompt';
import { toast } from '@/utils/toast';
import { useTasksT } from '../i18n';

/** What is said: one message or several (each a toast); null or '' says nothing. */
type Said = string | readonly string[] | null | undefined;
/** A message, or one that depends on what happened. */
type Message<A extends unknown[]> = Said | ((...args: A) => Said);

export interface CreationSubmitOptions<I, R> {
  /** The function whose points price one run (spec 3 §9): the cost on Generate and the credit check. */
  functionKey: FunctionKey;
  /** Multiplier (templates selected, images attached), the cost shown while unknown, a fixed label. */
  cost?: GenerateCostOptions;
  /** Sends the work (usually a task-engine scope's `submit`); resolves with what was created. */
  send: (input: I) => Promise<R>;
  /** Said when the work was accepted (spec 2 §8 'Task submitted, generating.', spec 3 §8 …). */
  success?: Message<[result: R, input: I]>;
  /** Said when the submission failed for any reason but a lack of credits ('Mission submission failed.'). */
  failure: Message<[error: unknown]>;
  /**
   * Why Generate cannot be pressed now, most important first ('Add a product picture first.', an upload
   * still running); the first one set is `disabledReason`, and `submit` does nothing while one is set.
   */
  blockers?: readonly (string | false | null | undefined)[];
  /** Visitors are asked to sign in instead of submitting, naming this action ('Generate'). */
  signInAction?: string;
  /** Where sign-in and /payment (once paid) come back to, with what the user typed (the current URL by default). */
  returnTo?: () => string;
  /**
   * The prompt the user typed for this input (not one the screen composed or took from a template): kept
   * first among their recent prompts once the work is accepted (issue 29 §4).
   */
  prompt?: (input: I) => string | null | undefined;
}

const messageOf = (error: unknown) => (error as { message?: string } | undefined)?.message;

function say<A extends unknown[]>(message: Message<A> | undefined, ...args: A): string[] {
  const said = typeof message === 'function' ? message(...args) : message;
  return (Array.isArray(said) ? said : [said]).filter((text): text is string => Boolean(text));
}

/** A short balance, shown with 'Get credits', and where /payment leads back to once paid. */
interface CreditsProblem {
  creditsProblem: string | null;
  /** Taken when the problem arises: the form as it was then. */
  creditsBack: string | null;
}

const NO_CREDITS_PROBLEM: CreditsProblem = { creditsProblem: null, creditsBack: null };

/**
 * Keeps the prompt the user typed first among their recent ones. The history's storage code is its own chunk;
 * the submission does not wait for it.
 */
function rememberTyped(dispatch: AppDispatch, typed: string | null | undefined) {
  if (typed) void import('@/utils/promptHistory').then((history) => dispatch(history.rememberPrompt(typed)));
}

/**
 * The one creation submit (docs/architecture.md "One creation submit"): every screen that starts paid
 * work — Inspiration, marketing Static / Try-On, the video panel, the modeling generator, the fashion
 * factory, the photoset, Try On, vary / upscale — goes through it. In order: a submission in flight
 * swallows the click; a visitor is asked to sign in (coming back to `returnTo`); a blocker stops it; a
 * balance below the cost stops it before anything is sent (nothing debited) and says so with the way to
 * /payment (`creditsProblem`, rendered by `GenerateButton`); then `send`, and the spec's success or
 * failure message. The server's 402 takes the same path as the balance check.
 */
export function useCreationSubmit<I, R>(options: CreationSubmitOptions<I, R>) {
  const { functionKey, blockers = [] } = options;
  const cost = useGenerateCost(functionKey, options.cost);
  const signIn = useSignInPrompt(options.returnTo);
  const dispatch = useAppDispatch();
  const t = useTasksT();
  const [isSubmitting, setSubmitting] = useState(false);
  const [{ creditsProblem, creditsBack }, setCredits] = useState<CreditsProblem>(NO_CREDITS_PROBLEM);
  const inFlight = useRef(false);
  const latest = useRef({ options, cost, requireSignIn: signIn.requireSignIn, t });
  useEffect(() => {
    latest.current = { options, cost, requireSignIn: signIn.requireSignIn, t };
  });

  const blocker = blockers.find((reason): reason is string => typeof reason === 'string' && reason !== '');
  const disabledReason = isSubmitting ? t('tasks.submitting') : (blocker ?? null);

  const submit = useCallback(
    async (input: I): Promise<R | undefined> => {
      if (inFlight.current) return undefined;
      const { options: current, cost: price, requireSignIn, t: translate } = latest.current;
      if (current.signInAction && !requireSignIn(current.signInAction)) return undefined;
      if (current.blockers?.some((reason) => typeof reason === 'string' && reason !== '')) return undefined;
      // Why the user is sent to /payment (the billing page shows it), read from the balance now.
      const shortfallText = () => {
        const shortfall = price.shortfall();
        return shortfall && translate('tasks.creditsShort', { ...shortfall });
      };
      const short = shortfallText();
      setCredits(
        short ? { creditsProblem: short, creditsBack: current.returnTo?.() ?? null } : NO_CREDITS_PROBLEM,
      );
      if (short) return undefined;
      inFlight.current = true;
      setSubmitting(true);
      try {
        const result = await current.send(input);
        rememberTyped(dispatch, current.prompt?.(input));
        say(current.success, result, input).forEach(toast.success);
        return result;
      } catch (error) {
        if (isNotEnoughCredits(error)) {
          setCredits({
            // The server's words, else the balance check's, else a plain 'not enough credits'.
            creditsProblem: messageOf(error) ?? shortfallText() ?? translate('tasks.notEnoughCredits'),
            creditsBack: current.returnTo?.() ?? null,
          });
        } else say(current.failure, error).forEach(toast.error);
        return undefined;
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [dispatch],
  );

  return {
    submit,
    isSubmitting,
    /** Why Generate is disabled right now, or null. */
    disabledReason,
    /** What Generate costs: credits, a fixed label ('10+ credits'), or null while unknown. */
    cost: cost.cost,
    /** Set when the balance is too low (checked before sending, or the server's 402): shown with 'Get credits'. */
    creditsProblem,
    /** Asks a visitor to sign in for another action of the screen (an upload); true when signed in. */
    requireSignIn: signIn.requireSignIn,
    /** What `GenerateButton` shows: `<GenerateButton type="submit" {...creation.button} />`. */
    button: {
      cost: cost.cost,
      busy: isSubmitting,
      disabledReason,
      creditsProblem,
      creditsBack,
    },
    /** The sign-in prompt to render (null until a visitor was asked). */
    signInPrompt: signIn.prompt,
  };
}

export type CreationSubmit<I, R> = ReturnType<typeof useCreationSubmit<I, R>>;
