// The API the widgets ask, from the app's environment (.env: VITE_ORIEL_API); read when the elements register.
window.OrielConfig = { api: import.meta.env.VITE_ORIEL_API, lang: 'en' };
