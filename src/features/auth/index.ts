// Accounts' public surface: the sign-in, sign-up and password screens' parts, and the session hooks the app uses.
export { AppleCallback } from './components/AppleCallback';
export { AuthCard } from './components/AuthCard';
export { ChangePasswordForm } from './components/ChangePasswordForm';
export { EmailCodePasswordForm } from './components/EmailCodePasswordForm';
export { SignInForm } from './components/SignInForm';
export { SignUpForm } from './components/SignUpForm';
export { SocialSignIn } from './components/SocialSignIn';
export { useFollowOtherTabs } from './hooks/useFollowOtherTabs';
export { useSignOut } from './hooks/useSignOut';
export { useAuthT } from './i18n';
