package scanbench

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"math"
	"strings"
)

// Series is one line of a chart.
type Series struct {
	Name  string
	Color color.RGBA
	X, Y  []float64
}

// Chart draws series on linear axes starting at zero and writes a PNG. It
// is a deliberately tiny plotter (the standard library only): lines, points,
// ticks and labels in a 3×5 pixel font.
func Chart(w io.Writer, title, xLabel, yLabel string, series []Series) error {
	const (
		width, height = 900, 520
		left, right   = 110, 40
		top, bottom   = 60, 80
	)
	img := image.NewRGBA(image.Rect(0, 0, width, height))
	fill(img, img.Bounds(), color.RGBA{255, 255, 255, 255})
	var xMax, yMax float64
	for _, s := range series {
		for i := range s.X {
			xMax, yMax = math.Max(xMax, s.X[i]), math.Max(yMax, s.Y[i])
		}
	}
	xMax, yMax = niceCeil(xMax), niceCeil(yMax)
	if xMax == 0 || yMax == 0 {
		return fmt.Errorf("chart %q: nothing to plot", title)
	}
	pw, ph := width-left-right, height-top-bottom
	px := func(x float64) int { return left + int(x/xMax*float64(pw)) }
	py := func(y float64) int { return top + ph - int(y/yMax*float64(ph)) }
	black, grid := color.RGBA{0, 0, 0, 255}, color.RGBA{225, 225, 225, 255}

	for i := 0; i <= 5; i++ {
		x, y := xMax*float64(i)/5, yMax*float64(i)/5
		line(img, px(x), top, px(x), top+ph, grid)
		line(img, left, py(y), left+pw, py(y), grid)
		text(img, px(x)-textWidth(num(x))/2, top+ph+10, num(x), black)
		text(img, left-12-textWidth(num(y)), py(y)-5, num(y), black)
	}
	line(img, left, top, left, top+ph, black)
	line(img, left, top+ph, left+pw, top+ph, black)
	text(img, (width-textWidth(title))/2, 20, title, black)
	text(img, left+(pw-textWidth(xLabel))/2, top+ph+40, xLabel, black)
	text(img, 10, top-25, yLabel, black)
	for k, s := range series {
		for i := range s.X {
			if i > 0 {
				thick(img, px(s.X[i-1]), py(s.Y[i-1]), px(s.X[i]), py(s.Y[i]), s.Color)
			}
			fill(img, image.Rect(px(s.X[i])-4, py(s.Y[i])-4, px(s.X[i])+5, py(s.Y[i])+5), s.Color)
		}
		ly := top + 10 + k*22
		fill(img, image.Rect(left+20, ly, left+40, ly+10), s.Color)
		text(img, left+50, ly, s.Name, black)
	}
	return png.Encode(w, img)
}

func niceCeil(v float64) float64 {
	if v <= 0 {
		return 0
	}
	p := math.Pow(10, math.Floor(math.Log10(v)))
	for _, m := range []float64{1, 2, 2.5, 5, 10} {
		if m*p >= v {
			return m * p
		}
	}
	return 10 * p
}

func num(v float64) string {
	switch {
	case v >= 1000 && math.Mod(v, 1000) == 0:
		return fmt.Sprintf("%.0fK", v/1000)
	case v >= 1000:
		return fmt.Sprintf("%.1fK", v/1000)
	case v == math.Trunc(v):
		return fmt.Sprintf("%.0f", v)
	}
	return fmt.Sprintf("%.1f", v)
}

func fill(img *image.RGBA, r image.Rectangle, c color.RGBA) {
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			img.SetRGBA(x, y, c)
		}
	}
}

func line(img *image.RGBA, x0, y0, x1, y1 int, c color.RGBA) {
	dx, dy := abs(x1-x0), -abs(y1-y0)
	sx, sy := sign(x1-x0), sign(y1-y0)
	err := dx + dy
	for {
		img.SetRGBA(x0, y0, c)
		if x0 == x1 && y0 == y1 {
			return
		}
		if e2 := 2 * err; e2 >= dy {
			err += dy
			x0 += sx
		} else {
			err += dx
			y0 += sy
		}
	}
}

func thick(img *image.RGBA, x0, y0, x1, y1 int, c color.RGBA) {
	for d := -1; d <= 1; d++ {
		line(img, x0, y0+d, x1, y1+d, c)
	}
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

func sign(v int) int {
	switch {
	case v < 0:
		return -1
	case v > 0:
		return 1
	}
	return 0
}

const scale = 2

func textWidth(s string) int { return len(s) * 4 * scale }

// text draws s in the 3×5 font at (x, y), upper-cased; unknown runes are blanks.
func text(img *image.RGBA, x, y int, s string, c color.RGBA) {
	for i, r := range strings.ToUpper(s) {
		g, ok := font[r]
		if !ok {
			continue
		}
		for row, bits := range g {
			for col, b := range bits {
				if b == '#' {
					fill(img, image.Rect(x+(i*4+col)*scale, y+row*scale, x+(i*4+col+1)*scale, y+(row+1)*scale), c)
				}
			}
		}
	}
}

var font = map[rune][5]string{
	'0': {"###", "#.#", "#.#", "#.#", "###"}, '1': {".#.", "##.", ".#.", ".#.", "###"},
	'2': {"###", "..#", "###", "#..", "###"}, '3': {"###", "..#", ".##", "..#", "###"},
	'4': {"#.#", "#.#", "###", "..#", "..#"}, '5': {"###", "#..", "###", "..#", "###"},
	'6': {"###", "#..", "###", "#.#", "###"}, '7': {"###", "..#", ".#.", ".#.", ".#."},
	'8': {"###", "#.#", "###", "#.#", "###"}, '9': {"###", "#.#", "###", "..#", "###"},
	'A': {".#.", "#.#", "###", "#.#", "#.#"}, 'B': {"##.", "#.#", "##.", "#.#", "##."},
	'C': {".##", "#..", "#..", "#..", ".##"}, 'D': {"##.", "#.#", "#.#", "#.#", "##."},
	'E': {"###", "#..", "##.", "#..", "###"}, 'F': {"###", "#..", "##.", "#..", "#.."},
	'G': {".##", "#..", "#.#", "#.#", ".##"}, 'H': {"#.#", "#.#", "###", "#.#", "#.#"},
	'I': {"###", ".#.", ".#.", ".#.", "###"}, 'J': {"..#", "..#", "..#", "#.#", ".#."},
	'K': {"#.#", "#.#", "##.", "#.#", "#.#"}, 'L': {"#..", "#..", "#..", "#..", "###"},
	'M': {"#.#", "###", "###", "#.#", "#.#"}, 'N': {"##.", "#.#", "#.#", "#.#", "#.#"},
	'O': {".#.", "#.#", "#.#", "#.#", ".#."}, 'P': {"##.", "#.#", "##.", "#..", "#.."},
	'Q': {".#.", "#.#", "#.#", "##.", ".##"}, 'R': {"##.", "#.#", "##.", "#.#", "#.#"},
	'S': {".##", "#..", ".#.", "..#", "##."}, 'T': {"###", ".#.", ".#.", ".#.", ".#."},
	'U': {"#.#", "#.#", "#.#", "#.#", "###"}, 'V': {"#.#", "#.#", "#.#", "#.#", ".#."},
	'W': {"#.#", "#.#", "###", "###", "#.#"}, 'X': {"#.#", "#.#", ".#.", "#.#", "#.#"},
	'Y': {"#.#", "#.#", ".#.", ".#.", ".#."}, 'Z': {"###", "..#", ".#.", "#..", "###"},
	'.': {"...", "...", "...", "...", ".#."}, ',': {"...", "...", "...", ".#.", "#.."},
	'-': {"...", "...", "###", "...", "..."}, '/': {"..#", "..#", ".#.", "#..", "#.."},
	'(': {".#.", "#..", "#..", "#..", ".#."}, ')': {".#.", "..#", "..#", "..#", ".#."},
	':': {"...", ".#.", "...", ".#.", "..."}, '=': {"...", "###", "...", "###", "..."},
	'%': {"#.#", "..#", ".#.", "#..", "#.#"}, '+': {"...", ".#.", "###", ".#.", "..."},
	' ': {"...", "...", "...", "...", "..."},
}
