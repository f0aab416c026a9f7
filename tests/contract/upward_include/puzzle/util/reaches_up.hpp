// A header of the lowest layer (util) that includes a higher one (search): the layers test
// (tests/cmake/check_layers.cmake) must reject it and name both folders. Never compiled.
#ifndef PUZZLE_REACHES_UP_HPP
#define PUZZLE_REACHES_UP_HPP

#include "puzzle/search/search_model.hpp"

#endif  // PUZZLE_REACHES_UP_HPP
