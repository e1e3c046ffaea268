// SPEC §2: the model is optional in /profile/{model}; without one the visitor goes home.
export default '/profile';
