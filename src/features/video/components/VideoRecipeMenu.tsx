import Stack from '@mui/material/Stack';
import { RecipeMenu } from '@/components/catalogue/RecipeMenu';

export interface VideoRecipeValues {
  prompt: string;
  model: string;
  effectId: number | null;
}

export interface VideoRecipeMenuProps {
  values: VideoRecipeValues;
  onApply: (patch: Partial<VideoRecipeValues>) => void;
  /** The effects and models this panel offers: a recipe's own are applied only when offered here. */
  effectIds: readonly number[];
  models: readonly string[];
}

/** Recipes on the video panel (issue 45 §3): the prompt, the model and the animation effect under a name. */
export function VideoRecipeMenu({ values, onApply, effectIds, models }: VideoRecipeMenuProps) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <RecipeMenu
        tool="video"
        current={() => ({
          prompt: values.prompt,
          templateIds: [],
          model: values.model || undefined,
          effect: values.effectId === null ? undefined : String(values.effectId),
        })}
        onApply={(recipe) => {
          const effect = Number(recipe.effect);
          onApply({
            prompt: recipe.prompt,
            ...(recipe.effect && effectIds.includes(effect) ? { effectId: effect } : {}),
            ...(recipe.model && models.includes(recipe.model) ? { model: recipe.model } : {}),
          });
        }}
      />
    </Stack>
  );
}
