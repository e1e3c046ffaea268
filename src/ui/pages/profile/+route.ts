// SPEC §2 /profile/{model}; /profile without a model is the profile-redirect page.
export default '/profile/@model';
