/** Never rendered: the guard sends every visitor home. vike needs a page component all the same. */
export default function ProfileRedirectPage() {
  return null;
}
