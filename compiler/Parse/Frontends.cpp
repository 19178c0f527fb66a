#include "Parse/Frontend.h"

namespace oraclec::parse {

// Each language folder defines its accessor; a language without a grammar yet
// is simply absent here.
const LanguageFrontend &englishFrontend();
#ifdef ORACLEC_HAVE_JA
const LanguageFrontend &japaneseFrontend();
#endif
#ifdef ORACLEC_HAVE_KO
const LanguageFrontend &koreanFrontend();
#endif
#ifdef ORACLEC_HAVE_PL
const LanguageFrontend &polishFrontend();
#endif

const LanguageFrontend *frontendFor(Language language) {
  switch (language) {
  case Language::En: return &englishFrontend();
#ifdef ORACLEC_HAVE_JA
  case Language::Ja: return &japaneseFrontend();
#endif
#ifdef ORACLEC_HAVE_KO
  case Language::Ko: return &koreanFrontend();
#endif
#ifdef ORACLEC_HAVE_PL
  case Language::Pl: return &polishFrontend();
#endif
  default: return nullptr;
  }
}

} // namespace oraclec::parse
