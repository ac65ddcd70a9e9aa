import { lt } from '../localize';
import type { CodeSnippet } from './types';

/** Python, Java and C snippets, written for KeyQuest. */
export const SYSTEMS_SNIPPETS: readonly CodeSnippet[] = [
  {
    slug: 'code-py-hello',
    language: 'python',
    title: lt('Say hello', '打个招呼', '打個招呼', 'Ucap helo', 'あいさつ'),
    code: `name = input("What is your name? ")
print("Hello, " + name + "!")`,
  },
  {
    slug: 'code-py-times-table',
    language: 'python',
    title: lt('Times table', '乘法表', '乘法表', 'Sifir', '九九の表'),
    code: `number = 7
for i in range(1, 11):
    print(number, "x", i, "=", number * i)`,
  },
  {
    slug: 'code-py-guess',
    language: 'python',
    title: lt('Guess the number', '猜数字', '猜數字', 'Teka nombor', '数当てゲーム'),
    code: `import random

secret = random.randint(1, 20)
guess = 0
while guess != secret:
    guess = int(input("Guess: "))
    if guess < secret:
        print("Higher!")
    elif guess > secret:
        print("Lower!")
print("You got it!")`,
  },
  {
    slug: 'code-py-word-count',
    language: 'python',
    title: lt('Count the words', '数单词', '數單詞', 'Kira perkataan', '単語を数える'),
    code: `def count_words(text):
    counts = {}
    for word in text.lower().split():
        counts[word] = counts.get(word, 0) + 1
    return counts

print(count_words("the cat and the hat"))`,
  },
  {
    slug: 'code-py-class',
    language: 'python',
    title: lt('A pet class', '宠物类', '寵物類別', 'Kelas haiwan peliharaan', 'ペットのクラス'),
    code: `class Pet:
    def __init__(self, name, sound):
        self.name = name
        self.sound = sound

    def speak(self):
        return f"{self.name} says {self.sound}"

print(Pet("Rex", "woof").speak())`,
  },
  {
    slug: 'code-java-hello',
    language: 'java',
    title: lt('Hello, Java', '你好，Java', '你好，Java', 'Helo, Java', 'こんにちは Java'),
    code: `public class Hello {
    public static void main(String[] args) {
        System.out.println("Hello, world!");
    }
}`,
  },
  {
    slug: 'code-java-max',
    language: 'java',
    title: lt('The largest number', '最大的数', '最大的數', 'Nombor terbesar', 'いちばん大きい数'),
    code: `static int largest(int[] numbers) {
    int best = numbers[0];
    for (int n : numbers) {
        if (n > best) {
            best = n;
        }
    }
    return best;
}`,
  },
  {
    slug: 'code-java-list',
    language: 'java',
    title: lt('A list of planets', '行星列表', '行星列表', 'Senarai planet', '惑星のリスト'),
    code: `import java.util.ArrayList;
import java.util.List;

List<String> planets = new ArrayList<>();
planets.add("Mercury");
planets.add("Venus");
planets.add("Earth");
System.out.println(planets.size() + " planets");`,
  },
  {
    slug: 'code-java-counter',
    language: 'java',
    title: lt('A step counter', '计步器', '計步器', 'Pengira langkah', '歩数計'),
    code: `public class StepCounter {
    private int steps = 0;

    public void step() {
        steps++;
    }

    public int getSteps() {
        return steps;
    }
}`,
  },
  {
    slug: 'code-c-hello',
    language: 'c',
    title: lt('Hello, C', '你好，C', '你好，C', 'Helo, C', 'こんにちは C'),
    code: `#include <stdio.h>

int main(void) {
    printf("Hello, world!\\n");
    return 0;
}`,
  },
  {
    slug: 'code-c-sum',
    language: 'c',
    title: lt('Add up an array', '数组求和', '陣列求和', 'Jumlahkan tatasusunan', '配列の合計'),
    code: `int sum(const int *values, int count) {
    int total = 0;
    for (int i = 0; i < count; i++) {
        total += values[i];
    }
    return total;
}`,
  },
  {
    slug: 'code-c-swap',
    language: 'c',
    title: lt('Swap two numbers', '交换两个数', '交換兩個數', 'Tukar dua nombor', '2つの数を入れかえる'),
    code: `void swap(int *a, int *b) {
    int temp = *a;
    *a = *b;
    *b = temp;
}`,
  },
  {
    slug: 'code-c-countdown',
    language: 'c',
    title: lt('Countdown', '倒计时', '倒數計時', 'Kira detik', 'カウントダウン'),
    code: `#include <stdio.h>

int main(void) {
    for (int i = 10; i > 0; i--) {
        printf("%d...\\n", i);
    }
    printf("Liftoff!\\n");
    return 0;
}`,
  },
];
