// The node limit that never binds: the default of every search's limit on the nodes it keeps or
// expands (a_star.hpp, ida_star.hpp, breadth_first_search.hpp) and of the learners' --max-nodes
// (learning/solver_settings.hpp). O(1).
#ifndef PUZZLE_NODE_LIMIT_HPP
#define PUZZLE_NODE_LIMIT_HPP

#include <stdint.h>

namespace puzzle {

const uint64_t no_node_limit = ~static_cast<uint64_t>(0);

}  // namespace puzzle

#endif  // PUZZLE_NODE_LIMIT_HPP
