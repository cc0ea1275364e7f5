/** The screens of the app and what each needs to open. */
export type Screen =
  | { readonly name: 'menu' }
  | { readonly name: 'new-game' }
  | { readonly name: 'load' }
  | { readonly name: 'settings' }
  | { readonly name: 'game'; readonly saveId: string; readonly player: string | null }
  | { readonly name: 'replay'; readonly saveId: string; readonly moduleId: string; readonly at?: number };
