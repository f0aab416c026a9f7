// Pictures set side by side, as many to a row as a terminal's width holds: each picture is a label
// over a few lines of text; all take the width of the widest, three blanks apart; rows of pictures are
// one blank line apart. Lines carry no trailing blanks. show_path() draws the positions along an
// answer this way (--show). O(total characters).
#ifndef PUZZLE_SIDE_BY_SIDE_HPP
#define PUZZLE_SIDE_BY_SIDE_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "puzzle/io/decimal.hpp"
#include "puzzle/io/output_buffer.hpp"

namespace puzzle {

struct Picture {
  std::string label;
  std::vector<std::string> lines;
};

// A terminal's usual width.
const std::size_t terminal_columns = 80;

// Writes `pictures` in rows that fit in `columns` (one to a row at least, if one is wider).
inline void write_side_by_side(OutputBuffer& out, const std::vector<Picture>& pictures,
                               std::size_t columns = terminal_columns) {
  const std::size_t gap = 3;
  std::size_t width = 0, height = 0;
  for (std::size_t i = 0; i < pictures.size(); ++i) {
    width = std::max(width, pictures[i].label.size());
    height = std::max(height, pictures[i].lines.size());
    for (std::size_t k = 0; k < pictures[i].lines.size(); ++k) width = std::max(width, pictures[i].lines[k].size());
  }
  const std::size_t per_row = std::max<std::size_t>(1, (columns + gap) / (width + gap));
  for (std::size_t first = 0; first < pictures.size(); first += per_row) {
    if (first > 0) out << '\n';
    const std::size_t end = std::min(pictures.size(), first + per_row);
    for (std::size_t row = 0; row <= height; ++row) {  // row 0: the labels
      std::string text;
      for (std::size_t i = first; i < end; ++i) {
        const std::vector<std::string>& lines = pictures[i].lines;
        const std::string& cell = row == 0 ? pictures[i].label : row <= lines.size() ? lines[row - 1] : std::string();
        if (i > first) text.resize((i - first) * (width + gap), ' ');
        text += cell;
      }
      out << text.substr(0, text.find_last_not_of(' ') + 1) << '\n';
    }
  }
}

// Draws the start and the position after each move of `moves` from `start` on `model` (which need
// only State, Move and apply), labelled "start" and "<k> <label(position before move k, move k)>",
// then a blank line. draw(state) gives a position's lines; a label may name what the move takes from
// the position (booksort: the books it moves). O(moves x picture size).
template <class Model, class Draw, class Label>
void show_path(OutputBuffer& out, const Model& model, typename Model::State start,
               const std::vector<typename Model::Move>& moves, const Draw& draw, const Label& label) {
  std::vector<Picture> pictures(1);
  pictures[0].label = "start";
  pictures[0].lines = draw(start);
  for (std::size_t i = 0; i < moves.size(); ++i) {
    Picture picture;
    picture.label = decimal(static_cast<long long>(i + 1)) + " " + label(start, moves[i]);
    model.apply(start, moves[i]);
    picture.lines = draw(start);
    pictures.push_back(picture);
  }
  write_side_by_side(out, pictures);
  out << '\n';
}

}  // namespace puzzle

#endif  // PUZZLE_SIDE_BY_SIDE_HPP
