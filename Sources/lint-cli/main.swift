import LayoutLint
print("layoutlint")
